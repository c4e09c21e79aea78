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
  {
    // The rows of each console list's table per status (migration 0040), folded or not.
    label: 'tally',
    read: sql`select list || ' status ' || status as id, sum(delta)::text as facts
      from status_tallies group by list, status having sum(delta) <> 0 order by 1`,
    recount: sql`select recount_status_tallies()`,
  },
] as const;

type Fact = { id: number | string; facts: string };

/**
 * What the triggers of migrations 0021–0023 and 0040 kept on consignments, parcels, carts and the
 * console lists' status tallies against the database's own recount of them from the rows: every test app checks this as it
 * closes, like the customer counters and the bill sums, so a write path the triggers miss fails
 * its suite. Answers the differences (none: []).
 */
export async function keptRowFactsDrift(db: Database): Promise<string[]> {
  const drift: string[] = [];
  for (const { label, read, recount } of KEPT) {
    const [kept, recounted] = await keptAndRecounted<Fact>(db, read, recount);
    const before = new Map(kept.map((row) => [row.id, row.facts]));
    const after = new Map(recounted.map((row) => [row.id, row.facts]));
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      if (after.get(id) !== before.get(id)) {
        drift.push(`${label} ${id}: kept ${before.get(id)}, recounted ${after.get(id)}`);
      }
    }
  }
  return drift;
}
