import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  labelOf,
  orderStateNames,
  transportStatusNames,
  type ShopFavorite,
  type Supporter,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { carts, orders, shopFavorites, transports, users } from '../../db/schema.js';

/** How many shop favourites the dashboard lists. */
const FAVORITES_SHOWN = 10;

export async function countCarts(tx: Executor, scope: CustomerScope): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(carts)
    .where(eq(carts.customerId, scope.customerId));
  return row?.value ?? 0;
}

export async function listShopFavorites(
  tx: Executor,
  scope: CustomerScope,
): Promise<ShopFavorite[]> {
  const rows = await tx
    .select({
      Id: shopFavorites.id,
      Name: shopFavorites.name,
      Link: shopFavorites.link,
      itemLinks: shopFavorites.itemLinks,
    })
    .from(shopFavorites)
    .where(eq(shopFavorites.customerId, scope.customerId))
    .orderBy(desc(shopFavorites.createdAt))
    .limit(FAVORITES_SHOWN);
  // spec §3: ItemLinks travels as a JSON string.
  return rows.map(({ itemLinks, ...row }) => ({ ...row, ItemLinks: JSON.stringify(itemLinks) }));
}

export async function findSupporter(tx: Executor, scope: CustomerScope): Promise<Supporter | null> {
  const supporter = alias(users, 'supporter');
  const [row] = await tx
    .select({ Name: supporter.fullName, Phone: supporter.phone, Email: supporter.email })
    .from(users)
    .innerJoin(supporter, eq(supporter.id, users.supporterId))
    .where(eq(users.id, scope.customerId))
    .limit(1);
  return row ?? null;
}

/** How many of the customer's orders are in each state (the dashboard's counters). */
export async function countOrdersByState(tx: Executor, scope: CustomerScope) {
  const rows = await tx
    .select({ state: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.customerId, scope.customerId))
    .groupBy(orders.status)
    .orderBy(orders.status);
  return rows.map((row) => ({
    State: row.state,
    StateName: labelOf(orderStateNames, row.state),
    Count: row.count,
  }));
}

/** How many of the customer's parcels are in each status (the dashboard's parcel counters). */
export async function countTransportsByStatus(tx: Executor, scope: CustomerScope) {
  const rows = await tx
    .select({ status: transports.status, count: count() })
    .from(transports)
    .where(eq(transports.customerId, scope.customerId))
    .groupBy(transports.status)
    .orderBy(transports.status);
  return rows.map((row) => ({
    Status: row.status,
    StatusName: labelOf(transportStatusNames, row.status),
    Count: row.count,
  }));
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
