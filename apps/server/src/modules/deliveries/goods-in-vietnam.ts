import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { billSums } from '../billing/billing.js';
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

function parcelFacts(
  ownerColumn: typeof transports.orderId | typeof transports.orderShipId,
  id: typeof orders.id | typeof orderShips.id,
) {
  const live = sql`${qualified(ownerColumn)} = ${qualified(id)} and ${qualified(transports.status)} <> ${TransportStatus.Cancelled}`;
  return {
    grams: sql<string>`coalesce((select sum(${qualified(transports.chargedGrams)}) from ${transports} where ${live}), 0)`,
    arrivedAt: sql<
      string | null
    >`(select max(${qualified(transports.arrivedAt)}) from ${transports} where ${live})`,
    warehouseId: sql<number | null>`(select ${qualified(transports.warehouseId)} from ${transports}
      where ${live} order by ${qualified(transports.id)} limit 1)`,
    warehouseName: sql<string>`coalesce((select ${qualified(warehouses.name)} from ${transports}
      join ${warehouses} on ${qualified(warehouses.id)} = ${qualified(transports.warehouseId)}
      where ${live} order by ${qualified(transports.id)} limit 1), '')`,
  };
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
  const orderBill = billSums('order', orders.id);
  const shipBill = billSums('consignment', orderShips.id);
  const [orderRows, shipRows] = await Promise.all([
    tx
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        createdAt: orders.createdAt,
        ...parcelFacts(transports.orderId, orders.id),
        paidDays: paidDays(GoodsKind.Order, orders.id),
        total: orderBill.total,
        paid: orderBill.paid,
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
      .orderBy(orders.id),
    tx
      .select({
        id: orderShips.id,
        code: orderShips.code,
        status: orderShips.status,
        createdAt: orderShips.createdAt,
        ...parcelFacts(transports.orderShipId, orderShips.id),
        paidDays: paidDays(GoodsKind.Consignment, orderShips.id),
        total: shipBill.total,
        paid: shipBill.paid,
      })
      .from(orderShips)
      .where(
        and(
          eq(orderShips.customerId, scope.customerId),
          inArray(orderShips.status, [OrderShipStatus.AwaitingPayment, OrderShipStatus.Paid]),
          notInSlip(GoodsKind.Consignment, orderShips.id),
          codes ? inArray(orderShips.code, [...codes]) : undefined,
        ),
      )
      .orderBy(orderShips.id),
  ]);
  const toGoods =
    (kind: GoodsKind) =>
    (row: (typeof orderRows)[number]): GoodsInVietnam => {
      const grams = Number(row.grams);
      const arrivedAt = row.arrivedAt ? new Date(row.arrivedAt) : row.createdAt;
      const storage = storageOf(
        settings,
        { grams, arrivedAt, paidDays: Number(row.paidDays) },
        now,
      );
      const billOwed = Math.max(0, Number(row.total) - Number(row.paid));
      return {
        Id: row.id,
        Code: row.code,
        Kind: kind,
        KindName: goodsKindNames[kind],
        Weight: grams / 1000,
        AmountDue: billOwed + storage.fee,
        StorageFee: storage.fee,
        WarehouseName: row.warehouseName,
        ArrivedDate: arrivedAt.toISOString(),
        FreeStorageUntil: storage.freeUntil.toISOString(),
        status: row.status,
        warehouseId: row.warehouseId === null ? null : Number(row.warehouseId),
        grams,
        billOwed,
        storageDays: storage.days,
      };
    };
  return [
    ...orderRows.map(toGoods(GoodsKind.Order)),
    ...shipRows.map(toGoods(GoodsKind.Consignment)),
  ];
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
