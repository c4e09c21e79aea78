import { and, eq, sql } from 'drizzle-orm';
import {
  FeeKind,
  feeKindNames,
  labelOf,
  type RevenueLine,
  type RevenueLinesQuery,
  type RevenueReport,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import {
  deliveries,
  feeLineHistory,
  feeLines,
  orders,
  orderShips,
  users,
} from '../../db/schema.js';
import { newestFirst, rowsWhere } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { periodSlices, slicesTable, within, type ReportPeriod } from './report-period.js';

/** Every fee kind, as a table `k(kind)` for the report's rows. */
const feeKinds = sql.raw(
  `(values ${Object.values(FeeKind)
    .map((kind) => `(${kind})`)
    .join(', ')}) as k(kind)`,
);

/**
 * Revenue by fee kind (DESIGN §12): every change of a bill's fee line counted on the day it was
 * made (new − old: a line set, re-priced, refunded), so the periods together equal the fee lines
 * and a closed period never moves. Each day (or month) and kind is its own range walk of the
 * changes' (kind, time) index: nothing is sorted, and no table is read whole.
 */
export async function revenueReport(tx: Executor, period: ReportPeriod): Promise<RevenueReport> {
  const h = qualified;
  const found = rowsOfResult<{
    period: string;
    kind: number;
    amount: string | number;
    changes: number;
  }>(
    await tx.execute(sql`select p.key as period, k.kind, r.amount, r.changes
    from ${slicesTable(periodSlices(period))} cross join ${feeKinds}
    cross join lateral (
      select coalesce(sum(${h(feeLineHistory.newAmount)} - ${h(feeLineHistory.oldAmount)}), 0)::bigint as amount,
        count(*)::int as changes
      from ${feeLineHistory}
      where ${h(feeLineHistory.kind)} = k.kind
        and ${h(feeLineHistory.changedAt)} >= p.start and ${h(feeLineHistory.changedAt)} < p.stop) r
    where r.changes > 0`),
  );
  const Rows = found
    .map((row) => ({
      Period: row.period,
      Kind: Number(row.kind),
      KindName: labelOf(feeKindNames, Number(row.kind)),
      Amount: Number(row.amount),
      Changes: Number(row.changes),
    }))
    .sort((a, b) => a.Period.localeCompare(b.Period) || a.Kind - b.Kind);
  const byKind = new Map<number, { Amount: number; Changes: number }>();
  for (const row of Rows) {
    const sum = byKind.get(row.Kind) ?? { Amount: 0, Changes: 0 };
    byKind.set(row.Kind, { Amount: sum.Amount + row.Amount, Changes: sum.Changes + row.Changes });
  }
  const Totals = [...byKind]
    .sort(([a], [b]) => a - b)
    .map(([Kind, sum]) => ({ Kind, KindName: labelOf(feeKindNames, Kind), ...sum }));
  return { Rows, Totals, Total: Totals.reduce((total, row) => total + row.Amount, 0) };
}

/** The code of the bill a fee line belongs to: its order, consignment or delivery slip. */
const ownerCode = sql<string>`coalesce(case ${feeLines.ownerKind}
  when 'order' then (select ${orders.code} from ${orders} where ${orders.id} = ${feeLines.ownerId})
  when 'consignment' then (select ${orderShips.code} from ${orderShips} where ${orderShips.id} = ${feeLines.ownerId})
  when 'delivery' then (select ${deliveries.code} from ${deliveries} where ${deliveries.id} = ${feeLines.ownerId})
  end, '')`;

/** The changes behind a revenue figure (one kind, one period), newest first, a page at a time. */
export async function revenueLines(
  tx: Executor,
  period: ReportPeriod,
  query: Pick<RevenueLinesQuery, 'kind' | 'skip' | 'take'>,
): Promise<{ Items: RevenueLine[]; Total: number }> {
  const where = and(
    within(feeLineHistory.changedAt, period),
    query.kind === undefined ? undefined : eq(feeLineHistory.kind, query.kind),
  );
  const Total = await rowsWhere(tx, feeLineHistory, where);
  const rows = await tx
    .select({
      id: feeLineHistory.id,
      code: ownerCode,
      customerCode: users.code,
      kind: feeLineHistory.kind,
      oldAmount: feeLineHistory.oldAmount,
      newAmount: feeLineHistory.newAmount,
      reason: feeLineHistory.reason,
      changedAt: feeLineHistory.changedAt,
    })
    .from(feeLineHistory)
    .innerJoin(feeLines, eq(feeLines.id, feeLineHistory.feeLineId))
    .innerJoin(users, eq(users.id, feeLines.customerId))
    // The page's changes picked first by the (kind, time) index alone, then read with their
    // lines: a join first would read every change of the period to sort them.
    .where(
      sql`${qualified(feeLineHistory.id)} = any(array(${tx
        .select({ id: feeLineHistory.id })
        .from(feeLineHistory)
        .where(where)
        .orderBy(...newestFirst(feeLineHistory.changedAt, feeLineHistory.id))
        .offset(query.skip)
        .limit(query.take)}))`,
    )
    .orderBy(...newestFirst(feeLineHistory.changedAt, feeLineHistory.id));
  return {
    Total,
    Items: rows.map((row) => ({
      Id: row.id,
      Code: row.code,
      CustomerCode: row.customerCode,
      Kind: row.kind,
      KindName: labelOf(feeKindNames, row.kind),
      OldAmount: row.oldAmount,
      NewAmount: row.newAmount,
      Amount: row.newAmount - row.oldAmount,
      Reason: row.reason,
      ChangedDate: row.changedAt.toISOString(),
    })),
  };
}
