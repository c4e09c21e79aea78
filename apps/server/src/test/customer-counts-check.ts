import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { keptAndRecounted } from './rows-of.js';

/** Every customer's counters as {list: count} or {list: {value: count}}, zeros left out. */
const canonicalCounts = sql`
  select customer_id as "customerId", jsonb_strip_nulls(jsonb_build_object(
    'messages', nullif(messages, 0), 'unread', nullif(unread_messages, 0),
    'carts', nullif(carts, 0),
    ${sql.raw(
      [
        'ledger',
        'deposits',
        'withdrawals',
        'orders',
        'transports',
        'order_ships',
        'deliveries',
        'complaints',
      ]
        .map(
          (list) => `'${list}', (select jsonb_object_agg(g - 1, ${list}[g])
            from generate_subscripts(${list}, 1) g where coalesce(${list}[g], 0) <> 0)`,
        )
        .join(',\n    '),
    )})) as counts
  from customer_counts order by customer_id`;

type Counts = { customerId: number; counts: Record<string, unknown> }[];

const nonEmpty = (rows: Counts) => rows.filter((row) => Object.keys(row.counts).length > 0);

/**
 * The counters the triggers kept (migration 0016) against a recount of the rows themselves, in a
 * transaction rolled back: every test app checks this as it closes, so any write path the suite
 * took that the triggers miscount fails that suite. Answers the differences (none: []).
 */
export async function customerCountsDrift(db: Database): Promise<string[]> {
  const [keptRows, recountedRows] = await keptAndRecounted<Counts[number]>(
    db,
    canonicalCounts,
    sql`select recount_customer_counts()`,
  );
  const kept = nonEmpty(keptRows);
  const recounted = nonEmpty(recountedRows);
  const text = (rows: Counts) =>
    new Map(rows.map((row) => [row.customerId, JSON.stringify(row.counts)]));
  const before = text(kept);
  const after = text(recounted);
  const drift: string[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(id) !== after.get(id)) {
      drift.push(
        `customer ${id}: kept ${before.get(id) ?? '{}'}, recounted ${after.get(id) ?? '{}'}`,
      );
    }
  }
  return drift;
}
