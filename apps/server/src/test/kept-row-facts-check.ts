import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { keptAndRecounted } from './rows-of.js';

/** Facts the database keeps on rows, each with the statement reading them and the recount. */
const KEPT = [
  {
    // What a consignment's list row shows of its items and live parcels (migration 0021).
    label: 'consignment',
    read: sql`select id, row(item_count, declared_fen, parcel_codes, parcel_grams)::text as facts
      from order_ships order by id`,
    recount: sql`select recount_consignment_rows()`,
  },
  {
    // A parcel's order or consignment code (migration 0022).
    label: 'parcel',
    read: sql`select id, owner_code as facts from transports order by id`,
    recount: sql`select recount_parcel_owner_codes()`,
  },
  {
    // A cart's items as its list row shows them (migration 0023).
    label: 'cart',
    read: sql`select id, items::text as facts from carts order by id`,
    recount: sql`select recount_all_cart_items()`,
  },
] as const;

type Fact = { id: number; facts: string };

/**
 * What the triggers of migrations 0021–0023 kept on consignments, parcels and carts against the
 * database's own recount of them from the items and parcels: every test app checks this as it
 * closes, like the customer counters and the bill sums, so a write path the triggers miss fails
 * its suite. Answers the differences (none: []).
 */
export async function keptRowFactsDrift(db: Database): Promise<string[]> {
  const drift: string[] = [];
  for (const { label, read, recount } of KEPT) {
    const [kept, recounted] = await keptAndRecounted<Fact>(db, read, recount);
    const after = new Map(recounted.map((row) => [row.id, row.facts]));
    for (const row of kept) {
      if (after.get(row.id) !== row.facts) {
        drift.push(`${label} ${row.id}: kept ${row.facts}, recounted ${after.get(row.id)}`);
      }
    }
  }
  return drift;
}
