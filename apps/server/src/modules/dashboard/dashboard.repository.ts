import { and, desc, eq, sql } from 'drizzle-orm';
import {
  labelOf,
  orderStateNames,
  transportStatusNames,
  type Settings,
  type ShopFavorite,
  type Supporter,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { countedRows, countsByValue } from '../../lib/customer-counts.js';
import { preparedStatement } from '../../lib/prepared.js';
import { goodsSummarySql, toGoodsSummary } from '../deliveries/goods-in-vietnam.js';
import { qualified } from '../../lib/qualified.js';
import { shopFavorites, users, wallets } from '../../db/schema.js';

/** How many shop favourites the dashboard lists. */
const FAVORITES_SHOWN = 10;

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

/**
 * Everything the dashboard shows of the customer, in one statement: balance, favourite shops,
 * supporter, the counters — carts, orders per state, parcels per status — from the counts the
 * database keeps (however many orders a customer has), and the goods waiting in Vietnam.
 */
const dashboardStatement = preparedStatement<{ customerId: number }>('dashboard')((db, shape) => {
  const customer = qualified(users.id);
  const goodsInVietnam = goodsSummarySql(db, shape.customerId);
  return db
    .with(goodsInVietnam.goods)
    .select({
      balance: sql<number>`coalesce((select ${qualified(wallets.balance)} from ${wallets}
          where ${qualified(wallets.customerId)} = ${customer}), 0)`.mapWith(Number),
      favorites: sql<{ Id: number; Name: string; Link: string; ItemLinks: unknown }[] | null>`(
          select json_agg(json_build_object('Id', f.id, 'Name', f.name, 'Link', f.link,
            'ItemLinks', f.item_links) order by f.created_at desc, f.id desc)
          from (select * from ${shopFavorites} where ${qualified(shopFavorites.customerId)} = ${customer}
            order by ${qualified(shopFavorites.createdAt)} desc limit ${FAVORITES_SHOWN}) f)`,
      supporter: sql<Supporter | null>`(select json_build_object('Name', s.full_name,
          'Phone', s.phone, 'Email', s.email) from ${users} s where s.id = ${qualified(users.supporterId)})`,
      carts: countedRows(shape.customerId, 'carts'),
      orders: countsByValue(customer, 'orders'),
      transports: countsByValue(customer, 'transports'),
      goods: goodsInVietnam.summary,
    })
    .from(users)
    .where(eq(users.id, shape.customerId));
});

export async function readDashboard(
  tx: Executor,
  scope: CustomerScope,
  settings: Settings,
  now: Date,
) {
  const [row] = await dashboardStatement(tx, { customerId: scope.customerId });
  return {
    goods: toGoodsSummary(row?.goods ?? null, settings, now),
    PocketMoney: row?.balance ?? 0,
    // spec §3: ItemLinks travels as a JSON string.
    ShopFavorites: (row?.favorites ?? []).map(({ ItemLinks, ...shop }): ShopFavorite => ({
      ...shop,
      ItemLinks: JSON.stringify(ItemLinks),
    })),
    Supporter: row?.supporter ?? null,
    NumberCarts: row?.carts ?? 0,
    OrderCounts: (row?.orders ?? []).map(([state, count]) => ({
      State: state,
      StateName: labelOf(orderStateNames, state),
      Count: count,
    })),
    TransportCounts: (row?.transports ?? []).map(([status, count]) => ({
      Status: status,
      StatusName: labelOf(transportStatusNames, status),
      Count: count,
    })),
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
