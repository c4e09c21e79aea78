import { sql } from 'drizzle-orm';
import { TransactionType, type TodayFigures } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import { ledgerEntries } from '../../db/schema.js';
import { qualified } from '../../lib/qualified.js';
import { reconciliationReport } from './reconciliation.js';
import { periodSlices, vietnameseDays } from './report-period.js';
import { revenueReport } from './revenue.js';

const CHART_DAYS = 14;

/**
 * The console home's figures of today (DESIGN §12), each read as its report reads it: the bank's
 * side and the credits as the reconciliation, the revenue as the revenue report, and the money
 * paid out of wallets from the ledger's withdrawals by their time index.
 */
export async function todayFigures(tx: Executor, now = new Date()): Promise<TodayFigures> {
  const today = vietnameseDays(now);
  const fortnightPeriod = vietnameseDays(now, CHART_DAYS - 1);
  const [bank, fortnight] = [
    await reconciliationReport(tx, today),
    await revenueReport(tx, fortnightPeriod),
  ];
  const q = qualified;
  const [paid] = rowsOfResult<{ amount: string | number; entries: number }>(
    await tx.execute(sql`select coalesce(-sum(${q(ledgerEntries.amount)}), 0)::bigint as amount,
      count(*)::int as entries from ${ledgerEntries}
      where ${q(ledgerEntries.type)} = ${TransactionType.Withdrawal}
        and ${q(ledgerEntries.createdAt)} >= ${today.from.toISOString()}`),
  );
  const byDay = new Map<string, number>();
  for (const row of fortnight.Rows)
    byDay.set(row.Period, (byDay.get(row.Period) ?? 0) + row.Amount);
  const days = periodSlices(fortnightPeriod).map((slice) => slice.key);
  const day = days.at(-1) ?? '';
  return {
    Day: day,
    Received: bank.Totals.Received,
    ReceivedCount: bank.Totals.ReceivedCount,
    Unmatched: bank.Totals.Unmatched,
    UnmatchedCount: bank.Totals.UnmatchedCount,
    Credited: bank.Totals.Credited,
    Withdrawn: Number(paid?.amount ?? 0),
    WithdrawnCount: Number(paid?.entries ?? 0),
    Revenue: byDay.get(day) ?? 0,
    RevenueDays: days.map((period) => ({ Period: period, Amount: byDay.get(period) ?? 0 })),
  };
}
