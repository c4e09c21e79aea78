import { and, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  labelOf,
  rateKindNames,
  RateKind,
  RateStatus,
  rateStatusNames,
  type RateRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { exchangeRates, users } from '../../db/schema.js';
import { listPage, newestFirst } from '../../lib/paging.js';
import { forgetSettings } from '../settings/settings.repository.js';

export type RateRecord = typeof exchangeRates.$inferSelect;
export type RateSource = 'staff' | 'vcb';

/** VND per 1 CNY as the table keeps it: hundredths of a đồng, a whole number. */
export const toX100 = (rate: number) => Math.round(rate * 100);

const creator = alias(users, 'rate_creator');
const approver = alias(users, 'rate_approver');
/** A staff member as the history shows them: their name, or their e-mail when they gave none. */
const staffName = (user: { fullName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${user.fullName}, ''), ${user.email})`;

const rowColumns = {
  rate: exchangeRates,
  createdBy: staffName(creator),
  approvedBy: staffName(approver),
};

function toRow(row: {
  rate: RateRecord;
  createdBy: string | null;
  approvedBy: string | null;
}): RateRow {
  const { rate } = row;
  return {
    Id: rate.id,
    Kind: rate.kind,
    KindName: labelOf(rateKindNames, rate.kind),
    Rate: rate.rateX100 / 100,
    EffectiveFrom: rate.effectiveFrom.toISOString(),
    Source: rate.source,
    Status: rate.status,
    StatusName: labelOf(rateStatusNames, rate.status),
    CreatedBy: row.createdBy,
    ApprovedBy: row.approvedBy,
    CreatedDate: rate.createdAt.toISOString(),
  };
}

const withNames = (tx: Executor, where: SQL | undefined) =>
  tx
    .select(rowColumns)
    .from(exchangeRates)
    .leftJoin(creator, eq(creator.id, exchangeRates.createdBy))
    .leftJoin(approver, eq(approver.id, exchangeRates.approvedBy))
    .where(where);

/** One rate as the console shows it; null when there is none of that id. */
export async function rateRowById(tx: Executor, id: number): Promise<RateRow | null> {
  const [row] = await withNames(tx, eq(exchangeRates.id, id));
  return row ? toRow(row) : null;
}

/**
 * The history, newest first (exchange_rates_created_idx), of one kind or both. A few rows a day
 * at most: an offset walk of the index is all a page needs.
 */
export function listRates(
  tx: Executor,
  kind: RateKind | undefined,
  page: { skip: number; take: number },
) {
  const where = kind === undefined ? undefined : eq(exchangeRates.kind, kind);
  return listPage(
    page,
    withNames(tx, where)
      .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
      .offset(page.skip)
      .limit(page.take),
    () => tx.select({ value: count() }).from(exchangeRates).where(where),
    toRow,
  );
}

/**
 * Proposals still waiting for staff. They are selling rates (the feed proposes nothing else): the
 * kind makes it a walk of exchange_rates_kind_status_from_idx over the few that wait.
 */
const waiting = and(
  eq(exchangeRates.kind, RateKind.Selling),
  eq(exchangeRates.status, RateStatus.Proposed),
);

/** The newest proposal still waiting for staff; null when none waits. */
export async function waitingProposal(tx: Executor): Promise<RateRow | null> {
  const [row] = await withNames(tx, waiting)
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Whether a proposal made since `since` still waits (the morning job makes one a day). */
export async function proposalWaitingSince(tx: Executor, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(and(waiting, gte(exchangeRates.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** The row of `id`, locked until the transaction ends: one approval at a time decides it. */
export async function lockRate(tx: Executor, id: number): Promise<RateRecord | undefined> {
  const [row] = await tx.select().from(exchangeRates).where(eq(exchangeRates.id, id)).for('update');
  return row;
}

export async function insertRate(
  tx: Executor,
  values: {
    kind: RateKind;
    rate: number;
    effectiveFrom: Date;
    source: RateSource;
    status: RateStatus;
    createdBy: number | null;
  },
): Promise<RateRecord> {
  const [row] = await tx
    .insert(exchangeRates)
    .values({
      kind: values.kind,
      rateX100: toX100(values.rate),
      effectiveFrom: values.effectiveFrom,
      source: values.source,
      status: values.status,
      createdBy: values.createdBy,
    })
    .returning();
  if (!row) throw new Error('insert into exchange_rates returned no row');
  // A selling rate set now is the rate in force for the rest of this transaction's reads.
  forgetSettings(tx);
  return row;
}

/** Approves a locked proposal: in force from `effectiveFrom`. */
export async function applyProposal(
  tx: Executor,
  id: number,
  approvedBy: number,
  effectiveFrom: Date,
): Promise<void> {
  await tx
    .update(exchangeRates)
    .set({ status: RateStatus.Applied, approvedBy, effectiveFrom })
    .where(eq(exchangeRates.id, id));
  forgetSettings(tx);
}

/** Sets aside the proposals given (a staff "Bỏ qua", or older ones a new reading replaces). */
export async function setAsideProposals(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(exchangeRates)
    .set({ status: RateStatus.SetAside })
    .where(and(inArray(exchangeRates.id, ids), eq(exchangeRates.status, RateStatus.Proposed)));
}

/** The ids of the proposals still waiting for staff. */
export async function waitingProposalIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: exchangeRates.id }).from(exchangeRates).where(waiting);
  return rows.map((row) => row.id);
}
