import { sql, type SQL } from 'drizzle-orm';
import {
  BankTransferStatus,
  TransactionType,
  type ReconciliationReport,
  type ReconciliationRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import { bankTransfers, ledgerEntries } from '../../db/schema.js';
import { qualified } from '../../lib/qualified.js';
import { periodSlices, slicesTable, type ReportPeriod } from './report-period.js';

const EMPTY: Omit<ReconciliationRow, 'Period'> = {
  Received: 0,
  ReceivedCount: 0,
  Matched: 0,
  Unmatched: 0,
  UnmatchedCount: 0,
  Returned: 0,
  Credited: 0,
  CreditedWithoutTransfer: 0,
  MismatchedCount: 0,
};

/**
 * Daily (or monthly) reconciliation (DESIGN §12): the transfers the bank notifications and
 * statements brought in each period against the deposit credits posted to wallets, each side
 * read by its own time index; a period with neither is left out.
 */
export async function reconciliationReport(
  tx: Executor,
  period: ReportPeriod,
): Promise<ReconciliationReport> {
  const q = qualified;
  const slices = slicesTable(periodSlices(period));
  const sumWhere = (condition: SQL) =>
    sql`coalesce(sum(${q(bankTransfers.amount)}) filter (where ${condition}), 0)::bigint`;
  const matched = sql`${q(bankTransfers.status)} = ${BankTransferStatus.Matched}`;
  const unmatched = sql`${q(bankTransfers.status)} = ${BankTransferStatus.Unmatched}`;
  const transfers = rowsOfResult<Record<string, string | number>>(
    await tx.execute(sql`select p.key as period, t.*
    from ${slices}
    cross join lateral (
      select coalesce(sum(${q(bankTransfers.amount)}), 0)::bigint as received,
        count(*)::int as received_count,
        ${sumWhere(matched)} as matched,
        ${sumWhere(unmatched)} as unmatched,
        (count(*) filter (where ${unmatched}))::int as unmatched_count,
        ${sumWhere(sql`${q(bankTransfers.status)} = ${BankTransferStatus.Returned}`)} as returned,
        -- A matched transfer whose deposit was credited another amount than the bank's.
        (count(*) filter (where ${matched} and exists (select 1 from ${ledgerEntries}
          where ${q(ledgerEntries.refKind)} = 'deposit'
            and ${q(ledgerEntries.refId)} = ${q(bankTransfers.depositId)}
            and ${q(ledgerEntries.type)} = ${TransactionType.Deposit}
            and ${q(ledgerEntries.amount)} <> ${q(bankTransfers.amount)})))::int as mismatched
      from ${bankTransfers}
      where ${q(bankTransfers.createdAt)} >= p.start and ${q(bankTransfers.createdAt)} < p.stop) t
    where t.received_count > 0`),
  );

  const credits = rowsOfResult<Record<string, string | number>>(
    await tx.execute(sql`select p.key as period, c.*
    from ${slices}
    cross join lateral (
      select count(*)::int as entries,
        coalesce(sum(${q(ledgerEntries.amount)}), 0)::bigint as credited,
        -- Credits no bank transfer stands behind: a deposit approved by hand, a cash receipt.
        coalesce(sum(${q(ledgerEntries.amount)}) filter (where not (
          ${q(ledgerEntries.refKind)} = 'deposit' and exists (select 1 from ${bankTransfers}
            where ${q(bankTransfers.depositId)} = ${q(ledgerEntries.refId)}))), 0)::bigint as without
      from ${ledgerEntries}
      where ${q(ledgerEntries.type)} = ${TransactionType.Deposit}
        and ${q(ledgerEntries.createdAt)} >= p.start and ${q(ledgerEntries.createdAt)} < p.stop) c
    where c.entries > 0`),
  );

  const rows = new Map<string, ReconciliationRow>();
  const rowOf = (key: string) => {
    const row = rows.get(key) ?? { Period: key, ...EMPTY };
    rows.set(key, row);
    return row;
  };
  for (const side of transfers) {
    Object.assign(rowOf(String(side.period)), {
      Received: Number(side.received),
      ReceivedCount: Number(side.received_count),
      Matched: Number(side.matched),
      Unmatched: Number(side.unmatched),
      UnmatchedCount: Number(side.unmatched_count),
      Returned: Number(side.returned),
      MismatchedCount: Number(side.mismatched),
    });
  }
  for (const side of credits) {
    Object.assign(rowOf(String(side.period)), {
      Credited: Number(side.credited),
      CreditedWithoutTransfer: Number(side.without),
    });
  }
  const Rows = [...rows.values()].sort((a, b) => a.Period.localeCompare(b.Period));
  const Totals = { ...EMPTY };
  for (const row of Rows) {
    for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) Totals[key] += row[key];
  }
  return { Rows, Totals };
}
