import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  labelOf,
  orderStateNames,
  transportStatusNames,
  type Settings,
  type ShopFavorite,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { newestFirst } from '../../lib/paging.js';
import { preparedStatement } from '../../lib/prepared.js';
import { goodsSummarySubqueries, toGoodsSummary } from '../deliveries/goods-in-vietnam.js';
import { customerCounts, shopFavorites, users, wallets } from '../../db/schema.js';

/** How many shop favourites the dashboard lists. */
const FAVORITES_SHOWN = 10;

/** A customer's newest favourite shops, as many as the dashboard shows: by id, or a column. */
const newestFavorites = (db: Executor, customerId: number | PgColumn) =>
  db
    .select({
      id: shopFavorites.id,
      name: shopFavorites.name,
      link: shopFavorites.link,
      itemLinks: shopFavorites.itemLinks,
      createdAt: shopFavorites.createdAt,
    })
    .from(shopFavorites)
    .where(eq(shopFavorites.customerId, customerId))
    .orderBy(...newestFirst(shopFavorites.createdAt, shopFavorites.id))
    .limit(FAVORITES_SHOWN);

/** spec §3: ItemLinks travels as a JSON string. */
const toShopFavorite = (id: number, name: string, link: string, itemLinks: unknown) => ({
  Id: id,
  Name: name,
  Link: link,
  ItemLinks: JSON.stringify(itemLinks),
});

export async function listShopFavorites(
  tx: Executor,
  scope: CustomerScope,
): Promise<ShopFavorite[]> {
  const rows = await newestFavorites(tx, scope.customerId);
  return rows.map((row) => toShopFavorite(row.id, row.name, row.link, row.itemLinks));
}

/**
 * Everything the dashboard shows of the customer, in one statement of plain columns: balance,
 * supporter, the counters — carts, orders per state, parcels per status — from the counts the
 * database keeps (however many orders a customer has), the goods waiting in Vietnam, and the
 * favourite shops (the one list, as JSON arrays). Building JSON objects in the database and
 * parsing them here had cost more than reading the rows (issue 11).
 */
const dashboardStatement = preparedStatement<{ customerId: number }>('dashboard')((db, shape) => {
  const supporter = alias(users, 'supporter');
  const goods = goodsSummarySubqueries(db, shape.customerId);
  const newest = newestFavorites(db, users.id).as('newest');
  return db
    .select({
      balance: wallets.balance,
      favorites: sql<FavoriteRead[] | null>`(select json_agg(json_build_array(${newest.id},
        ${newest.name}, ${newest.link}, ${newest.itemLinks})
        order by ${newest.createdAt} desc, ${newest.id} desc) from ${newest})`,
      supporterName: supporter.fullName,
      supporterPhone: supporter.phone,
      supporterEmail: supporter.email,
      carts: customerCounts.carts,
      orders: customerCounts.orders,
      ordersFrom: sql<number | null>`array_lower(${customerCounts.orders}, 1)`,
      transports: customerCounts.transports,
      transportsFrom: sql<number | null>`array_lower(${customerCounts.transports}, 1)`,
      unpaidOrders: goods.orderTotals.unpaid,
      ordersOwed: goods.orderTotals.owed,
      unpaidConsignments: goods.consignmentTotals.unpaid,
      consignmentsOwed: goods.consignmentTotals.owed,
      soonestCode: goods.soonest.code,
      soonestArrived: goods.soonest.arrived,
      soonestGrams: goods.soonest.grams,
      soonestPaidDays: goods.soonest.paidDays,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.customerId, users.id))
    .leftJoin(supporter, eq(supporter.id, users.supporterId))
    .leftJoin(customerCounts, eq(customerCounts.customerId, users.id))
    .crossJoin(goods.orderTotals)
    .crossJoin(goods.consignmentTotals)
    .leftJoin(goods.soonest, sql`true`)
    .where(eq(users.id, shape.customerId));
});

/** A favourite shop as the statement reads it: [Id, Name, Link, its item links]. */
type FavoriteRead = [number, string, string, unknown];

/**
 * A counter kept per value (lib/customer-counts.ts) as [value, count] pairs, values with rows only.
 * `from` is the array's lower bound: an array first written at element 8 starts there, so a
 * position in the JavaScript array is that much off its value.
 */
function countsOf(counts: (number | null)[] | null, from: number | null): [number, number][] {
  const pairs: [number, number][] = [];
  for (const [index, count] of (counts ?? []).entries()) {
    // Element value + 1: arrays start at 1, statuses at 0.
    if (count) pairs.push([index + (from ?? 1) - 1, count]);
  }
  return pairs;
}

export async function readDashboard(
  tx: Executor,
  scope: CustomerScope,
  settings: Settings,
  now: Date,
) {
  const [row] = await dashboardStatement(tx, { customerId: scope.customerId });
  return {
    goods: toGoodsSummary(row, settings, now),
    PocketMoney: row?.balance ?? 0,
    // spec §3: ItemLinks travels as a JSON string.
    ShopFavorites: (row?.favorites ?? []).map(([id, name, link, itemLinks]) =>
      toShopFavorite(id, name, link, itemLinks),
    ),
    Supporter:
      row?.supporterName == null
        ? null
        : {
            Name: row.supporterName,
            Phone: row.supporterPhone ?? '',
            Email: row.supporterEmail ?? '',
          },
    NumberCarts: row?.carts ?? 0,
    OrderCounts: countsOf(row?.orders ?? null, row?.ordersFrom ?? null).map(([state, count]) => ({
      State: state,
      StateName: labelOf(orderStateNames, state),
      Count: count,
    })),
    TransportCounts: countsOf(row?.transports ?? null, row?.transportsFrom ?? null).map(
      ([status, count]) => ({
        Status: status,
        StatusName: labelOf(transportStatusNames, status),
        Count: count,
      }),
    ),
  };
}

export async function addShopFavorite(
  tx: Executor,
  scope: CustomerScope,
  shop: { Name: string; Link: string },
): Promise<void> {
  await tx
    .insert(shopFavorites)
    .values({ customerId: scope.customerId, name: shop.Name, link: shop.Link });
}

/** Removes one of the customer's favourites; false when there is none with that id for them. */
export async function removeShopFavorite(
  tx: Executor,
  scope: CustomerScope,
  id: number,
): Promise<boolean> {
  const rows = await tx
    .delete(shopFavorites)
    .where(and(eq(shopFavorites.id, id), eq(shopFavorites.customerId, scope.customerId)))
    .returning({ id: shopFavorites.id });
  return rows.length > 0;
}
