import { and, eq, getTableName, inArray, or, sql, type Table } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { statusTallies } from '../db/schema.js';

/**
 * The tables whose rows per status the database keeps in status_tallies (migration 0040's
 * tallied_lists(), which status-tallies.test.ts holds to this list).
 */
export const TALLIED_TABLES: ReadonlySet<string> = new Set([
  'orders',
  'transports',
  'order_ships',
  'deliveries',
  'complaints',
  'deposit_requests',
  'withdrawal_requests',
  'bank_transfers',
  'bags',
  'vouchers',
  'notifications',
  'extension_reports',
  'audit_log',
]);

export const isTallied = (table: Table) => TALLIED_TABLES.has(getTableName(table));

/**
 * The rows of `table` in each of `statuses` (a list's: the complaints' queue leaves out those the
 * customer has not sent yet), exact, from its tallies: a few rows per status until the next fold,
 * instead of every row of the table.
 */
export function talliedCounts(tx: Executor, table: Table, statuses: readonly number[]) {
  return tx
    .select({
      status: statusTallies.status,
      count: sql<number>`sum(${statusTallies.delta})`.mapWith(Number),
    })
    .from(statusTallies)
    .where(
      and(
        eq(statusTallies.list, getTableName(table)),
        inArray(statusTallies.status, [...statuses]),
      ),
    )
    .groupBy(statusTallies.status);
}

/**
 * The rows of each (table, status) asked for, exact, from the tallies in one statement (the
 * console menu's queue badges); `get` answers 0 for a status without rows.
 */
export async function talliedStatuses(
  tx: Executor,
  wanted: readonly { table: Table; status: number }[],
): Promise<{ get: (table: Table, status: number) => number }> {
  const rows = await tx
    .select({
      list: statusTallies.list,
      status: statusTallies.status,
      count: sql<number>`sum(${statusTallies.delta})`.mapWith(Number),
    })
    .from(statusTallies)
    .where(
      or(
        ...wanted.map(({ table, status }) =>
          and(eq(statusTallies.list, getTableName(table)), eq(statusTallies.status, status)),
        ),
      ),
    )
    .groupBy(statusTallies.list, statusTallies.status);
  const counts = new Map(rows.map((row) => [`${row.list} ${row.status}`, row.count]));
  return { get: (table, status) => counts.get(`${getTableName(table)} ${status}`) ?? 0 };
}

/** The tallies summed into one row per status (the job every minute, FoldTallies). */
export async function foldStatusTallies(tx: Executor): Promise<void> {
  await tx.execute(sql`select fold_status_tallies()`);
}
