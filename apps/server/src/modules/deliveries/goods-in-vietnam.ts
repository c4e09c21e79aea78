import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** The summary as the statement reads it; `toGoodsSummary` finishes it. */
export interface GoodsSummaryRead {
  unpaidOrders: number | string;
  unpaidConsignments: number | string;
  owed: number | string;
  soonest: {
    code: string;
    arrived: string;
    facts: { grams: number | string; paidDays: number | string };
  } | null;
}

/**
 * The dashboard's view of the goods in Vietnam, however many there are, for a statement of its
 * own: `goods`, a WITH of the customer's goods lying in Vietnam with what each owes (the kept bill
 * columns) and when it arrived (one index lookup each); `summary`, one JSON column of the counts
 * and sums over them and the soonest one's weight and paid storage days, read for it alone.
 */
export function goodsSummarySql(db: Executor, customerId: number | Placeholder) {
  const [orderGoods, shipGoods] = KINDS;
  const half = (goods: typeof orderGoods | typeof shipGoods) =>
    db
      .select({
        kind: sql<number>`${sql.raw(String(goods.kind))}`.as('kind'),
        id: goods.table.id,
        code: goods.table.code,
        owed: sql<number>`${qualified(goods.table.billTotal)} - ${qualified(goods.table.billPaid)}`.as(
          'owed',
        ),
        arrived: arrivedAt(goods).as('arrived'),
      })
      .from(goods.table)
      .where(inVietnam(customerId, goods));
  const goods = db.$with('goods').as(half(orderGoods).unionAll(half(shipGoods)));
  const soonestFacts = ({ kind, ownerColumn }: typeof orderGoods | typeof shipGoods) =>
    sql`when ${sql.raw(String(kind))} then json_build_object(
      'grams', (select coalesce(sum(${qualified(transports.chargedGrams)}), 0) from ${transports}
        where ${qualified(ownerColumn)} = s.id and ${qualified(transports.status)} <> ${TransportStatus.Cancelled}),
      'paidDays', (select coalesce(sum(${qualified(deliveryGoods.storageDays)}), 0) from ${deliveryGoods}
        where ${qualified(deliveryGoods.kind)} = ${kind} and ${qualified(deliveryGoods.goodsId)} = s.id
        and ${qualified(deliveryGoods.released)}))`;
  const summary = sql<GoodsSummaryRead>`(select json_build_object(
      'unpaidOrders', count(*) filter (where kind = ${GoodsKind.Order} and owed > 0),
      'unpaidConsignments', count(*) filter (where kind = ${GoodsKind.Consignment} and owed > 0),
      'owed', coalesce(sum(owed) filter (where owed > 0), 0),
      'soonest', (select json_build_object('code', s.code, 'arrived', s.arrived,
          'facts', case s.kind ${soonestFacts(orderGoods)} ${soonestFacts(shipGoods)} end)
        from goods s order by s.arrived, s.kind, s.id limit 1))
    from goods)`;
  return { goods, summary };
}

/** The summary's storage as of `now`, by the settings' free days and fee. */
export function toGoodsSummary(
  read: GoodsSummaryRead | null,
  settings: Settings,
  now: Date,
): GoodsSummary {
  const soonest = read?.soonest ?? null;
  let first: GoodsSummary['soonest'] = null;
  if (soonest) {
    const storage = storageOf(
      settings,
      {
        grams: Number(soonest.facts.grams),
        arrivedAt: new Date(soonest.arrived),
        paidDays: Number(soonest.facts.paidDays),
      },
      now,
    );
    first = {
      Code: soonest.code,
      FreeStorageUntil: storage.freeUntil.toISOString(),
      StorageFee: storage.fee,
    };
  }
  return {
    unpaidOrders: Number(read?.unpaidOrders ?? 0),
    unpaidConsignments: Number(read?.unpaidConsignments ?? 0),
    owed: Number(read?.owed ?? 0),
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
