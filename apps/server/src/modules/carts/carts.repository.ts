import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  cartItems,
  carts,
  users,
  type CartItemTuple,
  type StoredPriceTier,
} from '../../db/schema.js';
import { qualified } from '../../lib/qualified.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { countedRows } from '../../lib/customer-counts.js';
import { customerList, type CustomerPageQuery } from '../../lib/customer-list.js';
import type { Shape } from '../../lib/prepared.js';

export type CartRecord = typeof carts.$inferSelect;
export type CartItemRecord = typeof cartItems.$inferSelect;

/** What a cart row shows of each item (carts.service.ts toCartRow). */
export type CartItemFields = Pick<
  CartItemRecord,
  | 'id'
  | 'productName'
  | 'productLink'
  | 'imageUrl'
  | 'properties'
  | 'priceFen'
  | 'quantity'
  | 'note'
  | 'itemId'
  | 'skuId'
  | 'priceTiers'
  | 'minQuantity'
>;

/** What a cart row shows of the cart itself (carts.service.ts toCartRow). */
export type CartFields = Pick<
  CartRecord,
  'id' | 'shopName' | 'shopLink' | 'site' | 'note' | 'isInspection' | 'isWoodenCrate'
>;

/**
 * The cart's kept items (node-postgres parses json, PGlite gives some as text). A tuple written
 * before migration 0030 ends after the note: an item without shop ids, tiers or minimum.
 */
function itemsOf(read: CartItemTuple[] | string): CartItemFields[] {
  const tuples = typeof read === 'string' ? (JSON.parse(read) as CartItemTuple[]) : read;
  return tuples.map((tuple) => {
    const [id, productName, productLink, imageUrl, properties, priceFen, quantity, note] = tuple;
    const [itemId = '', skuId = '', priceTiers = [], minQuantity = 1] = tuple.slice(8) as [
      string?,
      string?,
      StoredPriceTier[]?,
      number?,
    ];
    return {
      id,
      productName,
      productLink,
      imageUrl,
      properties,
      priceFen,
      quantity,
      note,
      itemId,
      skuId,
      priceTiers,
      minQuantity,
    };
  });
}

/**
 * A page of the customer's carts (newest shop first) with their items and the customer's level
 * (what the carts are priced at), in one statement.
 */
const cartsList = customerList('carts', {
  id: carts.id,
  createdAt: carts.createdAt,
  where: (filter: Shape<{ customerId: number }>) => eq(carts.customerId, filter.customerId),
  counter: (filter) => countedRows(filter.customerId, 'carts'),
  select: (db, listColumns, filter) =>
    db
      .select({
        id: carts.id,
        shopName: carts.shopName,
        shopLink: carts.shopLink,
        site: carts.site,
        note: carts.note,
        isInspection: carts.isInspection,
        isWoodenCrate: carts.isWoodenCrate,
        // As the database keeps them on the cart (migration 0023): arrays, not objects, so the
        // keys are not written and read again for every item.
        items: carts.items,
        // Of the customer named by the filter, not of each cart's: read once, not once a row.
        level: sql<number>`(select ${qualified(users.level)} from ${users}
          where ${qualified(users.id)} = ${filter.customerId})`,
        ...listColumns,
      })
      .from(carts)
      .$dynamic(),
});

export async function listCarts(
  tx: Executor,
  scope: CustomerScope,
  page: CustomerPageQuery,
): Promise<{
  carts: { cart: CartFields; items: CartItemFields[] }[];
  total: number;
  nextCursor: string | null;
  level: number | undefined;
}> {
  let level: number | undefined;
  const found = await cartsList(tx, { customerId: scope.customerId }, page, (row) => {
    level = row.level;
    return { cart: row, items: itemsOf(row.items) };
  });
  return { carts: found.Items, total: found.Total, nextCursor: found.NextCursor, level };
}

/** The customer's carts with the given ids (another customer's: none), locked, with their items. */
export async function lockCarts(
  tx: Executor,
  scope: CustomerScope,
  ids: readonly number[],
): Promise<(Omit<CartRecord, 'items'> & { items: CartItemRecord[] })[]> {
  const rows = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, scope.customerId), inArray(carts.id, [...ids])))
    .orderBy(asc(carts.id))
    .for('update');
  if (rows.length === 0) return [];
  const items = await tx
    .select()
    .from(cartItems)
    .where(
      inArray(
        cartItems.cartId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(cartItems.id));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.cartId === row.id) }));
}

/**
 * The cart of one shop, if the customer has one: by the shop's id when the extension gives it (a
 * cart of the same shop filled by links, without an id yet, too), else by its link, else its name.
 */
export async function findShopCart(
  tx: Executor,
  scope: CustomerScope,
  shop: { shopName: string; shopLink: string; shopId: string; site: string },
): Promise<CartRecord | null> {
  const byLink = shop.shopLink
    ? eq(carts.shopLink, shop.shopLink)
    : eq(carts.shopName, shop.shopName);
  const sameShop = shop.shopId
    ? or(
        and(eq(carts.site, shop.site), eq(carts.shopId, shop.shopId)),
        and(eq(carts.shopId, ''), byLink),
      )
    : byLink;
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, scope.customerId), sameShop))
    // The cart of the shop's id before one that only shares its link.
    .orderBy(desc(eq(carts.shopId, shop.shopId)), asc(carts.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * The line an item added again adds to: with the shop's item id, the same item and SKU (and the
 * same properties when the SKU is unknown); without one, the same link and properties.
 */
export async function findSameItem(
  tx: Executor,
  cartId: number,
  item: { itemId: string; skuId: string; productLink: string; properties: string },
): Promise<CartItemRecord | null> {
  const same = item.itemId
    ? and(
        eq(cartItems.itemId, item.itemId),
        eq(cartItems.skuId, item.skuId),
        item.skuId ? undefined : eq(cartItems.properties, item.properties),
      )
    : item.productLink
      ? and(eq(cartItems.productLink, item.productLink), eq(cartItems.properties, item.properties))
      : undefined;
  if (!same) return null;
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), same))
    .orderBy(asc(cartItems.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** An item of one of the customer's carts, with its cart's id. */
export async function findCartItem(
  tx: Executor,
  scope: CustomerScope,
  id: number,
): Promise<CartItemRecord | null> {
  const [row] = await tx
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, id), eq(carts.customerId, scope.customerId)))
    .for('update');
  return row?.item ?? null;
}

export async function findCart(
  tx: Executor,
  scope: CustomerScope,
  id: number,
): Promise<CartRecord | null> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.customerId, scope.customerId)))
    .for('update');
  return row ?? null;
}

export async function countItems(tx: Executor, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.value ?? 0;
}
