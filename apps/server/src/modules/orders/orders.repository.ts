import { and, asc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import {
  billAmounts,
  billFigures,
  labelOf,
  OrderState,
  orderStateNames,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type OrderListQuery,
  type OrderRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, users, warehouses } from '../../db/schema.js';
import {
  ownedBy,
  type CustomerScope,
  type OwnerScope,
  type StaffScope,
} from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList } from '../../lib/customer-list.js';
import { Inlined, type Shape } from '../../lib/prepared.js';
import { newestFirst } from '../../lib/paging.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { codeId } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;

export interface NewOrderItem {
  productName: string;
  productLink: string;
  imageUrl: string;
  properties: string;
  priceFen: number;
  quantity: number;
  note: string;
  /** The shop's ids of the item and its variant ('' when unknown): the buyer orders that SKU. */
  itemId: string;
  skuId: string;
}

export async function insertOrder(
  tx: Executor,
  scope: CustomerScope,
  values: {
    warehouseId: number | null;
    shopName: string;
    shopLink: string;
    site: string;
    note: string;
    isInspection: boolean;
    isWoodenCrate: boolean;
    rateX100: number;
    depositAmount: number;
    levelName: string;
    depositPercentX100: number;
    buyerFeeDiscountX100: number;
  },
  items: readonly NewOrderItem[],
): Promise<OrderRecord> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, customerId: scope.customerId })
    .returning();
  if (!order) throw new Error('insert into orders returned no row');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  return order;
}

const itemTotals = sql<string>`(select json_build_array(coalesce(sum(${orderItems.quantity}), 0),
  coalesce(sum(${orderItems.priceFen} * ${orderItems.quantity}), 0)) from ${orderItems}
  where ${orderItems.orderId} = ${orders.id})`;

/** What a row shows of the order itself: a list reads no more of its 21 columns (issue 11). */
const listedColumns = {
  id: orders.id,
  code: orders.code,
  shopName: orders.shopName,
  status: orders.status,
  warehouseId: orders.warehouseId,
  depositAmount: orders.depositAmount,
  createdAt: orders.createdAt,
};

const rowColumns = {
  order: listedColumns,
  warehouseName: sql<string>`coalesce(${warehouses.name}, '')`,
  // The bill as the database keeps it (migration 0018): no sum over lines or ledger per row.
  total: orders.billTotal,
  paid: orders.billPaid,
  items: itemTotals,
};

interface ListedOrder {
  order: Pick<OrderRecord, keyof typeof listedColumns>;
  warehouseName: string;
  total: number;
  paid: number;
  items: unknown;
}

export function toOrderRow(row: ListedOrder): OrderRow {
  const [itemCount = 0, totalFen = 0] = (
    typeof row.items === 'string' ? JSON.parse(row.items) : row.items
  ) as [number, number];
  const { total, paid } = row;
  return {
    Id: row.order.id,
    Code: row.order.code,
    ShopName: row.order.shopName,
    State: row.order.status,
    StateName: labelOf(orderStateNames, row.order.status),
    WarehouseId: row.order.warehouseId,
    WarehouseName: row.warehouseName,
    ItemCount: Number(itemCount),
    GoodsAmountCNY: Number(totalFen) / 100,
    // The list reads the sums the database keeps (migration 0018); the bill is the shared one.
    ...billAmounts(billFigures(total, paid)),
    DepositAmount: row.order.depositAmount,
    CreatedDate: row.order.createdAt.toISOString(),
  };
}

/** What order/orders' statements take. */
interface OrdersFilter {
  customerId: number;
  /** Written into the statement, one per state (lib/prepared.ts says why). */
  state?: Inlined | undefined;
  warehouseId?: number | undefined;
  /** A LIKE pattern on the order's code. */
  code?: string | undefined;
  from?: Date | undefined;
  end?: Date | undefined;
}

const ordersList = customerList('orders', {
  id: orders.id,
  createdAt: orders.createdAt,
  where: (filter: Shape<OrdersFilter>) =>
    and(
      eq(orders.customerId, filter.customerId),
      filter.state && eq(orders.status, filter.state),
      filter.warehouseId && eq(orders.warehouseId, filter.warehouseId),
      filter.code && ilike(orders.code, filter.code),
      filter.from && gte(orders.createdAt, filter.from),
      filter.end && lte(orders.createdAt, filter.end),
    ),
  counter: (filter) => countedRows(filter.customerId, 'orders', filter.state),
  countedBy: 'state',
  select: (db, listColumns) =>
    db
      .select({ ...rowColumns, ...listColumns })
      .from(orders)
      .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
      .$dynamic(),
});

/** order/orders: the customer's orders with the spec's filters, newest first. */
export async function listOrders(tx: Executor, scope: CustomerScope, query: OrderListQuery) {
  const filter = {
    customerId: scope.customerId,
    state: query.state === undefined ? undefined : new Inlined(query.state),
    warehouseId: query.wareHouse,
    code: query.orderCode ? `%${query.orderCode.replace(/[\\%_]/g, '')}%` : undefined,
    from: query.from,
    end: query.end,
  };
  return ordersList(tx, filter, query, toOrderRow);
}

/** The given orders in scope, in one state, with what each owes (payments of several at once). */
export async function listOrdersById(
  tx: Executor,
  scope: OwnerScope,
  ids: readonly number[],
): Promise<OrderRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(orders)
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .where(and(ownedBy(orders.customerId, scope), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id));
  return rows.map(toOrderRow);
}

/** Orders in one state, all of them (deposits to pay, what waits for payment). */
export async function listOrdersInState(tx: Executor, scope: CustomerScope, state: number) {
  const rows = await tx
    .select(rowColumns)
    .from(orders)
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .where(and(ownedBy(orders.customerId, scope), eq(orders.status, state)))
    .orderBy(...newestFirst(orders.createdAt, orders.id))
    .limit(200);
  return rows.map(toOrderRow);
}

export async function findOrder(
  tx: Executor,
  scope: OwnerScope,
  id: number,
): Promise<{ row: OrderRow; order: OrderRecord } | null> {
  const [found] = await tx
    .select({ ...rowColumns, order: orders })
    .from(orders)
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .where(and(eq(orders.id, id), ownedBy(orders.customerId, scope)));
  return found ? { row: toOrderRow(found), order: found.order } : null;
}

/** The customer of an order as the buying desk names them: code, name, phone. */
export async function orderCustomer(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      code: users.code,
      name: users.fullName,
      phone: users.phone,
      shopOrderNumber: orders.shopOrderNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The console's board: every customer's orders, by state, found by order code (or its number),
 * the customer (code, name, phone…) or the shop's order number; with each state's count.
 */
export async function listOrdersForStaff(
  tx: Executor,
  _scope: StaffScope,
  query: AdminOrderListQuery,
  page: Page = query,
) {
  const keyword = query.keyword;
  const id = keyword ? codeId(keyword, 'DH') : null;
  const found = keyword
    ? or(
        id ? eq(orders.id, id) : undefined,
        await ofCustomersMatching(tx, orders.customerId, keyword),
        eq(orders.shopOrderNumber, keyword),
      )
    : undefined;
  return statusListPage(tx, page, {
    key: { id: orders.id, createdAt: orders.createdAt, status: orders.status },
    statuses: Object.values(OrderState),
    asked: query.state,
    found,
    rows: (where) =>
      tx
        .select({ ...rowColumns, customerCode: users.code })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
        .where(where)
        .orderBy(...newestFirst(orders.createdAt, orders.id)),
    toItem: (row): AdminOrderRow => ({ ...toOrderRow(row), CustomerCode: row.customerCode }),
  });
}

export async function itemsOf(tx: Executor, orderId: number): Promise<OrderItemRecord[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
