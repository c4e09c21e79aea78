import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  billAmounts,
  billFigures,
  labelOf,
  OrderShipStatus,
  orderShipStatusNames,
  TransportStatus,
  type AdminOrderShipListQuery,
  type AdminOrderShipRow,
  type OrderShipListQuery,
  type OrderShipRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { orderShipItems, orderShips, transports, users, warehouses } from '../../db/schema.js';
import { ownedBy, type CustomerScope, type OwnerScope } from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import { Inlined, type Shape } from '../../lib/prepared.js';
import { newestFirst } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { codeId } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';
import { trackingNumberEnds } from '../transports/transports.repository.js';

export type OrderShipRecord = typeof orderShips.$inferSelect;

const liveParcel = sql`${qualified(transports.orderShipId)} = ${qualified(orderShips.id)} and ${qualified(transports.status)} <> ${TransportStatus.Cancelled}`;

/** What a consignment row shows of the consignment itself (toOrderShipRow). */
const shownColumns = {
  id: orderShips.id,
  code: orderShips.code,
  status: orderShips.status,
  warehouseId: orderShips.warehouseId,
  note: orderShips.note,
  isWoodenCrate: orderShips.isWoodenCrate,
  isInsurance: orderShips.isInsurance,
  createdAt: orderShips.createdAt,
  // Its items and live parcels as the database keeps them on the row (migration 0021).
  itemCount: orderShips.itemCount,
  declaredFen: orderShips.declaredFen,
  parcelCodes: orderShips.parcelCodes,
  parcelGrams: orderShips.parcelGrams,
};

/** A consignment with what its row shows: warehouse, bill, items, tracking numbers, weight. */
const rowColumns = {
  consignment: shownColumns,
  warehouseName: sql<string>`coalesce(${qualified(warehouses.name)}, '')`,
  // The bill as the database keeps it (migration 0018).
  total: orderShips.billTotal,
  paid: orderShips.billPaid,
};
interface ListedConsignment {
  consignment: Pick<OrderShipRecord, keyof typeof shownColumns>;
  warehouseName: string;
  total: number;
  paid: number;
}

export function toOrderShipRow(row: ListedConsignment): OrderShipRow {
  const { total, paid, consignment } = row;
  return {
    Id: consignment.id,
    Code: consignment.code,
    Status: consignment.status,
    StatusName: labelOf(orderShipStatusNames, consignment.status),
    WarehouseId: consignment.warehouseId,
    WarehouseName: row.warehouseName,
    Note: consignment.note,
    IsWoodenCrate: consignment.isWoodenCrate,
    IsInsurance: consignment.isInsurance,
    ItemCount: consignment.itemCount,
    TransportCodes: consignment.parcelCodes,
    DeclaredCNY: consignment.declaredFen / 100,
    Weight: consignment.parcelGrams === null ? null : consignment.parcelGrams / 1000,
    // The list reads the sums the database keeps (migration 0018); the bill is the shared one.
    ...billAmounts(billFigures(total, paid)),
    CreatedDate: consignment.createdAt.toISOString(),
  };
}

/** A list's page selects its ListColumns too (lib/customer-list.ts); one consignment does not. */
const selectRows = <Extra extends SelectedFields = Record<never, never>>(
  tx: Executor,
  extra?: Extra,
) =>
  tx
    .select({ ...rowColumns, ...(extra as Extra) })
    .from(orderShips)
    .leftJoin(warehouses, eq(warehouses.id, orderShips.warehouseId));

/** A keyword as codes are written: trimmed, upper case; none when blank. */
const codeWord = (keyword: string | undefined) => keyword?.trim().toUpperCase() || undefined;

/** The consignment whose code, or one of whose parcels' tracking numbers, is `word`. */
function keywordFilter(word: string | Placeholder | undefined): SQL | undefined {
  if (word === undefined) return undefined;
  return or(
    eq(orderShips.code, word),
    sql`exists (select 1 from ${transports} where ${qualified(transports.orderShipId)} = ${qualified(orderShips.id)}
      and ${qualified(transports.transportCode)} = ${word})`,
  );
}

/** What ordership/getlist's statements take. */
interface OrderShipsFilter {
  customerId: number;
  /** Written into the statement, one per status (lib/prepared.ts says why). */
  status?: Inlined | undefined;
  /** A code, as codeWord writes it. */
  word?: string | undefined;
}

const orderShipsList = customerList('order_ships', {
  id: orderShips.id,
  createdAt: orderShips.createdAt,
  where: (filter: Shape<OrderShipsFilter>) =>
    and(
      eq(orderShips.customerId, filter.customerId),
      filter.status && eq(orderShips.status, filter.status),
      keywordFilter(filter.word),
    ),
  counter: (filter) => countedRows(filter.customerId, 'orderShips', filter.status),
  countedBy: 'status',
  select: (db, listColumns) => selectRows(db, listColumns).$dynamic(),
});

/** ordership/getlist: the customer's consignments by status or a code, newest first. */
export async function listOrderShips(
  tx: Executor,
  scope: CustomerScope,
  query: OrderShipListQuery,
) {
  const filter = {
    customerId: scope.customerId,
    status: query.status === undefined ? undefined : new Inlined(query.status),
    word: codeWord(query.keyword),
  };
  return orderShipsList(tx, filter, query, toOrderShipRow);
}

/** The customer's consignments in one status, all of them (without tracking number, due). */
export async function listOrderShipsInState(tx: Executor, scope: CustomerScope, status: number) {
  const rows = await selectRows(tx)
    .where(and(eq(orderShips.customerId, scope.customerId), eq(orderShips.status, status)))
    .orderBy(...newestFirst(orderShips.createdAt, orderShips.id))
    .limit(200);
  return { Items: rows.map(toOrderShipRow), Total: rows.length };
}

export async function findOrderShipRow(tx: Executor, scope: OwnerScope, id: number) {
  const [row] = await selectRows(tx).where(
    and(eq(orderShips.id, id), ownedBy(orderShips.customerId, scope)),
  );
  return row ? toOrderShipRow(row) : null;
}

/** The given consignments in scope (a payment of several), oldest first. */
export async function listOrderShipsById(tx: Executor, scope: OwnerScope, ids: readonly number[]) {
  const rows = await selectRows(tx)
    .where(and(ownedBy(orderShips.customerId, scope), inArray(orderShips.id, [...ids])))
    .orderBy(asc(orderShips.id));
  return rows.map(toOrderShipRow);
}

export async function itemsOfOrderShip(tx: Executor, orderShipId: number) {
  return tx
    .select()
    .from(orderShipItems)
    .where(eq(orderShipItems.orderShipId, orderShipId))
    .orderBy(asc(orderShipItems.id));
}

/**
 * The consignments a console keyword names: by code (KG…) or its number, by one of its parcels'
 * tracking numbers (trackingNumberEnds: the parcels are read once, then each consignment they name
 * by its key), or by its customer (code, name, phone digits…) through
 * order_ships_customer_created_idx.
 */
async function consignmentSearch(
  tx: Executor,
  keyword: string | undefined,
): Promise<SQL | undefined> {
  if (!keyword) return undefined;
  const id = codeId(keyword, 'KG');
  const tracking = trackingNumberEnds(keyword);
  const carriers = tx
    .select({ id: transports.orderShipId })
    .from(transports)
    .where(and(isNotNull(transports.orderShipId), tracking));
  return (
    or(
      id ? eq(orderShips.id, id) : undefined,
      tracking ? sql`${orderShips.id} = any(array(${carriers}))` : undefined,
      await ofCustomersMatching(tx, orderShips.customerId, keyword),
    ) ?? sql`false`
  );
}

/**
 * admin orderships: every customer's consignments by status (one or a tab's several) and a
 * keyword (consignmentSearch), newest first; with each status's count.
 */
export async function listOrderShipsForStaff(
  tx: Executor,
  query: AdminOrderShipListQuery,
  page: Page = query,
) {
  const found = await consignmentSearch(tx, query.keyword);
  return statusListPage(tx, page, {
    key: { id: orderShips.id, createdAt: orderShips.createdAt, status: orderShips.status },
    statuses: Object.values(OrderShipStatus),
    asked: query.status,
    found,
    rows: (where) =>
      tx
        .select({ ...rowColumns, customerCode: users.code })
        .from(orderShips)
        .innerJoin(users, eq(users.id, orderShips.customerId))
        .leftJoin(warehouses, eq(warehouses.id, orderShips.warehouseId))
        .where(where)
        .orderBy(...newestFirst(orderShips.createdAt, orderShips.id)),
    toItem: (row): AdminOrderShipRow => ({
      ...toOrderShipRow(row),
      CustomerCode: row.customerCode,
    }),
  });
}

/**
 * ordership/statisticordership: per status, how many consignments were made in [from, end], their
 * live parcels, charged kg and billed amount.
 */
export async function consignmentStatistic(
  tx: Executor,
  scope: CustomerScope,
  range: { from?: Date | undefined; end?: Date | undefined },
) {
  const where = and(
    eq(orderShips.customerId, scope.customerId),
    range.from ? gte(orderShips.createdAt, range.from) : undefined,
    range.end ? lte(orderShips.createdAt, range.end) : undefined,
  );
  return tx
    .select({
      status: orderShips.status,
      count: count(),
      parcels: sql<string>`coalesce(sum((select count(*) from ${transports} where ${liveParcel})), 0)`,
      grams: sql<string>`coalesce(sum((select sum(${qualified(transports.chargedGrams)}) from ${transports} where ${liveParcel})), 0)`,
      amount: sql<string>`coalesce(sum(${qualified(orderShips.billTotal)}), 0)`,
    })
    .from(orderShips)
    .where(where)
    .groupBy(orderShips.status)
    .orderBy(orderShips.status);
}

/** Whether any parcel of the consignment has reached a warehouse (then it is no longer editable). */
export async function anyParcelReceived(tx: Executor, orderShipId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: transports.id })
    .from(transports)
    .where(
      and(
        eq(transports.orderShipId, orderShipId),
        ne(transports.status, TransportStatus.AwaitingChina),
        ne(transports.status, TransportStatus.Cancelled),
      ),
    )
    .limit(1);
  return row !== undefined;
}
