import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  billFigures,
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
      'warehouseId', ${first(qualified(transports.warehouseId))},
      'warehouseName', ${first(qualified(warehouses.name))})
    from ${transports} left join ${warehouses}
      on ${qualified(warehouses.id)} = ${qualified(transports.warehouseId)}
    where ${live})`;
}

const paidDays = (kind: GoodsKind, id: typeof orders.id | typeof orderShips.id) =>
  sql<string>`coalesce((select sum(${qualified(deliveryGoods.storageDays)}) from ${deliveryGoods}
    where ${qualified(deliveryGoods.kind)} = ${kind} and ${qualified(deliveryGoods.goodsId)} = ${qualified(id)} and ${qualified(deliveryGoods.released)}), 0)`;

/** The two kinds of goods that wait in Vietnam, and what tells each is there. */
const KINDS = [
  {
    kind: GoodsKind.Order,
    table: orders,
    /** Its parcels' column naming it. */
    ownerColumn: transports.orderId,
    /** The first and last of the (consecutive) states it lies there in: 7–8. */
    statusRange: [OrderState.InVietnamWarehouse, OrderState.Paid],
  },
  {
    kind: GoodsKind.Consignment,
    table: orderShips,
    ownerColumn: transports.orderShipId,
    /** 3–4. */
    statusRange: [OrderShipStatus.AwaitingPayment, OrderShipStatus.Paid],
  },
] as const;

/**
 * The customer's goods of one kind lying in a Vietnamese warehouse outside any live slip, by the
 * facts the database keeps (migration 0019). The states are literals, not parameters, and written
 * as the partial index `orders_in_vietnam_idx` / `order_ships_in_vietnam_idx` is, so that even the
 * generic plan of a prepared statement walks that index: only the goods in Vietnam, not all of a
 * heavy customer's orders.
 */
function inVietnam(customerId: number | Placeholder, goods: (typeof KINDS)[number]) {
  const [first, last] = goods.statusRange.map((status) => sql.raw(String(status)));
  return and(
    eq(goods.table.customerId, customerId),
    sql`${goods.table.status} between ${first} and ${last} and not ${goods.table.inSlip}`,
  );
}

/** When it arrived: its last live parcel's arrival, or when it was made if it has no parcel. */
const arrivedAt = (goods: (typeof KINDS)[number]) =>
  sql<Date>`coalesce(${qualified(goods.table.lastArrivedAt)}, ${qualified(goods.table.createdAt)})`;

/** What the dashboard shows of the goods in Vietnam (order/getdashboard). */
export interface GoodsSummary {
  /** Goods whose own bill still owes something, by kind, and the sum they owe. */
  unpaidOrders: number;
  unpaidConsignments: number;
  owed: number;
  /** The goods whose free storage ends first, with the storage it has run up so far. */
  soonest: { Code: string; FreeStorageUntil: string; StorageFee: number } | null;
}

/** The summary as the dashboard's statement reads it; `toGoodsSummary` finishes it. */
export interface GoodsSummaryRead {
  unpaidOrders: number | null;
  ordersOwed: number | null;
  unpaidConsignments: number | null;
  consignmentsOwed: number | null;
  soonestCode: string | null;
  soonestArrived: Date | null;
  soonestGrams: number | null;
  soonestPaidDays: number | null;
}

/**
 * The dashboard's view of the goods in Vietnam as subqueries for its own statement to join, each
 * giving plain columns (no JSON to build in the database and parse again here): per kind, how many
 * goods still owe on their own bill and what they owe together (an index-only scan of the kind's
 * partial index, migration 0019); and the goods whose free storage ends first, with its parcels'
 * weight and the storage days cancelled slips already paid, read for it alone.
 */
export function goodsSummarySubqueries(db: Executor, customerId: number | Placeholder) {
  const [orderGoods, shipGoods] = KINDS;
  // Every column of these subqueries has a name of its own: Drizzle writes a subquery's columns
  // unqualified, so a shared name ("owed", "id") would be ambiguous or taken for a table's column.
  const totals = (goods: typeof orderGoods | typeof shipGoods, name: string) => {
    const total = qualified(goods.table.billTotal);
    const paid = qualified(goods.table.billPaid);
    return db
      .select({
        unpaid: sql<number>`count(*) filter (where ${total} > ${paid})`
          .mapWith(Number)
          .as(`${name}_unpaid`),
        owed: sql<number>`coalesce(sum(${total} - ${paid}) filter (where ${total} > ${paid}), 0)`
          .mapWith(Number)
          .as(`${name}_owed`),
      })
      .from(goods.table)
      .where(inVietnam(customerId, goods))
      .as(name);
  };
  const first = (goods: typeof orderGoods | typeof shipGoods) =>
    db
      .select({
        kind: sql<number>`${sql.raw(String(goods.kind))}`.as('candidate_kind'),
        id: sql<number>`${qualified(goods.table.id)}`.as('candidate_id'),
        code: sql<string>`${qualified(goods.table.code)}`.as('candidate_code'),
        arrived: arrivedAt(goods).as('candidate_arrived'),
      })
      .from(goods.table)
      .where(inVietnam(customerId, goods))
      .orderBy(arrivedAt(goods), goods.table.id)
      .limit(1);
  const candidates = first(orderGoods).unionAll(first(shipGoods)).as('soonest_candidates');
  const weightOf = ({ kind, ownerColumn }: typeof orderGoods | typeof shipGoods) =>
    sql`when ${sql.raw(String(kind))} then (select coalesce(sum(${qualified(transports.chargedGrams)}), 0)
      from ${transports} where ${qualified(ownerColumn)} = ${candidates.id}
        and ${qualified(transports.status)} <> ${sql.raw(String(TransportStatus.Cancelled))})`;
  const soonest = db
    .select({
      code: sql<string>`${candidates.code}`.as('soonest_code'),
      arrived: sql<Date>`${candidates.arrived}`.mapWith(orders.createdAt).as('soonest_arrived'),
      grams: sql<number>`case ${candidates.kind} ${weightOf(orderGoods)} ${weightOf(shipGoods)} end`
        .mapWith(Number)
        .as('soonest_grams'),
      paidDays: sql<number>`(select coalesce(sum(${qualified(deliveryGoods.storageDays)}), 0)
        from ${deliveryGoods} where ${qualified(deliveryGoods.kind)} = ${candidates.kind}
          and ${qualified(deliveryGoods.goodsId)} = ${candidates.id} and ${qualified(deliveryGoods.released)})`
        .mapWith(Number)
        .as('soonest_paid_days'),
    })
    .from(candidates)
    .orderBy(candidates.arrived, candidates.kind, candidates.id)
    .limit(1)
    .as('soonest');
  return {
    orderTotals: totals(orderGoods, 'orders_in_vietnam'),
    consignmentTotals: totals(shipGoods, 'consignments_in_vietnam'),
    soonest,
  };
}

/** The summary's storage as of `now`, by the settings' free days and fee. */
export function toGoodsSummary(
  read: GoodsSummaryRead | undefined,
  settings: Settings,
  now: Date,
): GoodsSummary {
  let first: GoodsSummary['soonest'] = null;
  if (read?.soonestCode && read.soonestArrived) {
    const storage = storageOf(
      settings,
      {
        grams: read.soonestGrams ?? 0,
        arrivedAt: read.soonestArrived,
        paidDays: read.soonestPaidDays ?? 0,
      },
      now,
    );
    first = {
      Code: read.soonestCode,
      FreeStorageUntil: storage.freeUntil.toISOString(),
      StorageFee: storage.fee,
    };
  }
  return {
    unpaidOrders: read?.unpaidOrders ?? 0,
    unpaidConsignments: read?.unpaidConsignments ?? 0,
    owed: (read?.ordersOwed ?? 0) + (read?.consignmentsOwed ?? 0),
    soonest: first,
  };
}

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
  const [orderGoods, shipGoods] = KINDS;
  // Orders and consignments in one statement (kind as a literal, so both halves agree on its type).
  const rows = await tx
    .select({
      kind: sql<number>`${sql.raw(String(GoodsKind.Order))}`.mapWith(Number),
      id: orders.id,
      code: orders.code,
      status: orders.status,
      arrivedAt: arrivedAt(orderGoods).mapWith(orders.createdAt),
      parcels: parcelFacts(transports.orderId, orders.id),
      paidDays: paidDays(GoodsKind.Order, orders.id),
      total: orders.billTotal,
      paid: orders.billPaid,
    })
    .from(orders)
    .where(
      and(
        inVietnam(scope.customerId, orderGoods),
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
          arrivedAt: arrivedAt(shipGoods).mapWith(orderShips.createdAt),
          parcels: parcelFacts(transports.orderShipId, orderShips.id),
          paidDays: paidDays(GoodsKind.Consignment, orderShips.id),
          total: orderShips.billTotal,
          paid: orderShips.billPaid,
        })
        .from(orderShips)
        .where(
          and(
            inVietnam(scope.customerId, shipGoods),
            codes ? inArray(orderShips.code, [...codes]) : undefined,
          ),
        ),
    )
    .orderBy(sql`1, 2`);
  const toGoods = (row: (typeof rows)[number]): GoodsInVietnam => {
    const kind = row.kind as GoodsKind;
    const { parcels } = row;
    const grams = Number(parcels.grams);
    const { arrivedAt } = row;
    const storage = storageOf(settings, { grams, arrivedAt, paidDays: Number(row.paidDays) }, now);
    const billOwed = billFigures(Number(row.total), Number(row.paid)).Owed;
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
