import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GoodsKind,
  goodsKindNames,
  OrderShipStatus,
  OrderState,
  storageFee,
  TransportStatus,
  type GoodsInVietnamRow,
  type Settings,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { deliveryGoods, orderShips, orders, transports, warehouses } from '../../db/schema.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { qualified } from '../../lib/qualified.js';

const DAY_MS = 86_400_000;

/** An order or consignment in a Vietnamese warehouse, outside any slip, with its bill and storage. */
export interface GoodsInVietnam extends GoodsInVietnamRow {
  status: number;
  /** The Vietnamese warehouse it lies in. */
  warehouseId: number | null;
  grams: number;
  /** What its own bill still owes (the storage is the slip's). */
  billOwed: number;
  storageDays: number;
}

/**
 * Storage beyond the free days, less the days a cancelled slip already paid for: the storage a new
 * slip pays, and until when it was free.
 */
export function storageOf(
  settings: Settings,
  goods: { grams: number; arrivedAt: Date; paidDays: number },
  now: Date,
): { days: number; fee: number; freeUntil: Date } {
  const daysIn = Math.floor((now.getTime() - goods.arrivedAt.getTime()) / DAY_MS);
  const days = Math.max(0, daysIn - settings.FreeStorageDays - goods.paidDays);
  return {
    days,
    fee: storageFee(goods.grams, days, { freeDays: 0, perKgDay: settings.StorageFeePerKgDay }),
    freeUntil: new Date(goods.arrivedAt.getTime() + settings.FreeStorageDays * DAY_MS),
  };
}

/** What an order's or consignment's live parcels add up to, read in one pass over them. */
interface ParcelFacts {
  grams: number | string;
  /** When the last one arrived (JSON text), or null while one has not. */
  arrivedAt: string | null;
  /** The first parcel's warehouse. */
  warehouseId: number | null;
  warehouseName: string | null;
}

function parcelFacts(
  ownerColumn: typeof transports.orderId | typeof transports.orderShipId,
  id: typeof orders.id | typeof orderShips.id,
) {
  const live = sql`${qualified(ownerColumn)} = ${qualified(id)} and ${qualified(transports.status)} <> ${TransportStatus.Cancelled}`;
  const first = (column: SQL) =>
    sql`(array_agg(${column} order by ${qualified(transports.id)}))[1]`;
  // One subquery, not one per fact: the dashboard asks this of every order waiting in Vietnam.
  return sql<ParcelFacts>`(select json_build_object(
      'grams', coalesce(sum(${qualified(transports.chargedGrams)}), 0),
      'arrivedAt', max(${qualified(transports.arrivedAt)}),
      'warehouseId', ${first(qualified(transports.warehouseId))},
      'warehouseName', ${first(qualified(warehouses.name))})
    from ${transports} left join ${warehouses}
      on ${qualified(warehouses.id)} = ${qualified(transports.warehouseId)}
    where ${live})`;
}

const notInSlip = (kind: GoodsKind, id: typeof orders.id | typeof orderShips.id) =>
  sql`not exists (select 1 from ${deliveryGoods} where ${qualified(deliveryGoods.kind)} = ${kind}
    and ${qualified(deliveryGoods.goodsId)} = ${qualified(id)} and not ${qualified(deliveryGoods.released)})`;
const paidDays = (kind: GoodsKind, id: typeof orders.id | typeof orderShips.id) =>
  sql<string>`coalesce((select sum(${qualified(deliveryGoods.storageDays)}) from ${deliveryGoods}
    where ${qualified(deliveryGoods.kind)} = ${kind} and ${qualified(deliveryGoods.goodsId)} = ${qualified(id)} and ${qualified(deliveryGoods.released)}), 0)`;

/**
 * order/getorderhasvietnam: the customer's orders (all parcels in, state 7 or 8) and consignments
 * (3 or 4) in a Vietnamese warehouse and not in a live slip, with what each still owes, storage
 * accrued so far included. `codes` narrows it to the goods a delivery request names.
 */
export async function goodsInVietnam(
  tx: Executor,
  scope: CustomerScope,
  settings: Settings,
  now: Date,
  codes?: readonly string[],
): Promise<GoodsInVietnam[]> {
  // Orders and consignments in one statement (kind as a literal, so both halves agree on its type).
  const rows = await tx
    .select({
      kind: sql<number>`${sql.raw(String(GoodsKind.Order))}`.mapWith(Number),
      id: orders.id,
      code: orders.code,
      status: orders.status,
      createdAt: orders.createdAt,
      parcels: parcelFacts(transports.orderId, orders.id),
      paidDays: paidDays(GoodsKind.Order, orders.id),
      total: orders.billTotal,
      paid: orders.billPaid,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, scope.customerId),
        inArray(orders.status, [OrderState.InVietnamWarehouse, OrderState.Paid]),
        notInSlip(GoodsKind.Order, orders.id),
        codes ? inArray(orders.code, [...codes]) : undefined,
      ),
    )
    .unionAll(
      tx
        .select({
          kind: sql<number>`${sql.raw(String(GoodsKind.Consignment))}`.mapWith(Number),
          id: orderShips.id,
          code: orderShips.code,
          status: orderShips.status,
          createdAt: orderShips.createdAt,
          parcels: parcelFacts(transports.orderShipId, orderShips.id),
          paidDays: paidDays(GoodsKind.Consignment, orderShips.id),
          total: orderShips.billTotal,
          paid: orderShips.billPaid,
        })
        .from(orderShips)
        .where(
          and(
            eq(orderShips.customerId, scope.customerId),
            inArray(orderShips.status, [OrderShipStatus.AwaitingPayment, OrderShipStatus.Paid]),
            notInSlip(GoodsKind.Consignment, orderShips.id),
            codes ? inArray(orderShips.code, [...codes]) : undefined,
          ),
        ),
    )
    .orderBy(sql`1, 2`);
  const toGoods = (row: (typeof rows)[number]): GoodsInVietnam => {
    const kind = row.kind as GoodsKind;
    const { parcels } = row;
    const grams = Number(parcels.grams);
    const arrivedAt = parcels.arrivedAt ? new Date(parcels.arrivedAt) : row.createdAt;
    const storage = storageOf(settings, { grams, arrivedAt, paidDays: Number(row.paidDays) }, now);
    const billOwed = Math.max(0, Number(row.total) - Number(row.paid));
    return {
      Id: row.id,
      Code: row.code,
      Kind: kind,
      KindName: goodsKindNames[kind],
      Weight: grams / 1000,
      AmountDue: billOwed + storage.fee,
      StorageFee: storage.fee,
      WarehouseName: parcels.warehouseName ?? '',
      ArrivedDate: arrivedAt.toISOString(),
      FreeStorageUntil: storage.freeUntil.toISOString(),
      status: row.status,
      warehouseId: parcels.warehouseId === null ? null : Number(parcels.warehouseId),
      grams,
      billOwed,
      storageDays: storage.days,
    };
  };
  return rows.map(toGoods);
}

/** The public row of goods in Vietnam (without what only the server uses). */
export const toGoodsRow = ({
  status: _status,
  warehouseId: _warehouseId,
  grams: _grams,
  billOwed: _billOwed,
  storageDays: _storageDays,
  ...row
}: GoodsInVietnam): GoodsInVietnamRow => row;
