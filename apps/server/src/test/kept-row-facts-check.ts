import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * What each consignment's row keeps of its items and live parcels (migration 0021) against the
 * items and parcels themselves: every test app checks this as it closes, like the customer counters
 * and the bill sums. Answers the differences (none: []).
 */
export async function consignmentRowsDrift(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select o.id, o.item_count as "itemCount", o.declared_fen as "declaredFen",
      o.parcel_codes as "parcelCodes", o.parcel_grams as "parcelGrams",
      coalesce(i.n, 0) as n, coalesce(i.fen, 0) as fen, coalesce(p.codes, '{}') as codes, p.grams
    from order_ships o
    left join (select order_ship_id, count(*)::integer as n, sum(price_fen::bigint * quantity) as fen
               from order_ship_items group by 1) i on i.order_ship_id = o.id
    left join (select order_ship_id, array_agg(transport_code order by id) as codes,
                 sum(charged_grams) as grams
               from transports where order_ship_id is not null and status <> 7 group by 1) p
      on p.order_ship_id = o.id
    where (o.item_count, o.declared_fen, o.parcel_codes, o.parcel_grams)
      is distinct from (coalesce(i.n, 0), coalesce(i.fen, 0), coalesce(p.codes, '{}'), p.grams)
    order by o.id`)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map(
    (row) =>
      `consignment ${String(row.id)}: kept ${String(row.itemCount)} items, ${String(row.declaredFen)} fen, ` +
      `parcels [${String(row.parcelCodes)}] ${String(row.parcelGrams)} g; read ${String(row.n)}, ` +
      `${String(row.fen)}, [${String(row.codes)}] ${String(row.grams)} g`,
  );
}

/** Each parcel's kept owner code (migration 0022) against its order's or consignment's code. */
export async function parcelOwnerCodesDrift(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select t.id, t.owner_code as kept, coalesce(o.code, s.code, '') as code
    from transports t
    left join orders o on o.id = t.order_id
    left join order_ships s on s.id = t.order_ship_id
    where t.owner_code <> coalesce(o.code, s.code, '')
    order by t.id`)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map(
    (row) =>
      `parcel ${String(row.id)}: kept owner '${String(row.kept)}', owner '${String(row.code)}'`,
  );
}

/** Each cart's kept items (migration 0023) against its items themselves. */
export async function cartItemsDrift(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.id, c.items::text as kept, coalesce(i.items, '[]')::text as items
    from carts c
    left join (select cart_id, json_agg(json_build_array(id, product_name, product_link, image_url,
                 properties, price_fen, quantity, note) order by id) as items
               from cart_items group by 1) i on i.cart_id = c.id
    where c.items::jsonb is distinct from coalesce(i.items, '[]')::jsonb
    order by c.id`)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map(
    (row) => `cart ${String(row.id)}: kept ${String(row.kept)}, items ${String(row.items)}`,
  );
}
