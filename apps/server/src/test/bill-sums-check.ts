import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { BILL_PAYMENT_TYPES } from '@app/shared';
import { rowsOf } from './rows-of.js';

/** One owner table whose bills the database keeps summed (migration 0018), and its ledger kind. */
const BILLED = [
  { table: 'orders', kind: 'order' },
  { table: 'order_ships', kind: 'consignment' },
] as const;

/**
 * The bill sums the triggers kept against the fee lines and the ledger themselves, summed here
 * with billing.ts's own list of payment types: every test app checks this as it closes, like the
 * customer counters. Answers the differences (none: []).
 */
export async function billSumsDrift(db: Database): Promise<string[]> {
  const drift: string[] = [];
  for (const { table, kind } of BILLED) {
    const rows = await rowsOf(
      db,
      sql`
      select o.id, o.bill_total as "keptTotal", o.bill_paid as "keptPaid",
        coalesce(f.total, 0) as total, coalesce(p.paid, 0) as paid
      from ${sql.identifier(table)} o
      left join (select owner_id, sum(amount) as total from fee_lines
                 where owner_kind = ${kind} group by 1) f on f.owner_id = o.id
      left join (select ref_id, -sum(amount) as paid from ledger_entries
                 where ref_kind = ${kind} and type in (${sql.raw(BILL_PAYMENT_TYPES.join(', '))})
                 group by 1) p on p.ref_id = o.id
      where o.bill_total <> coalesce(f.total, 0) or o.bill_paid <> coalesce(p.paid, 0)
      order by o.id`,
    );
    for (const row of rows) {
      drift.push(
        `${kind} ${String(row.id)}: kept ${String(row.keptTotal)}/${String(row.keptPaid)}, ` +
          `summed ${String(row.total)}/${String(row.paid)} (total/paid)`,
      );
    }
  }
  return drift;
}
