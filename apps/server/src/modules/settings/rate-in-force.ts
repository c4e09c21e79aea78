import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { RateKind, RateStatus } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { exchangeRates, settings } from '../../db/schema.js';
import { defaultSettings } from './settings.defaults.js';

// The rate in force (DESIGN §10): of the applied rows of a kind, the one with the latest
// effective time not after the moment asked about (ties: the later row). Each read is one walk of
// exchange_rates_kind_status_from_idx (kind, status, effective_from desc nulls last, id desc nulls
// last); the orders below are written as that index is built, or PostgreSQL would sort instead.
//
// It lives with the settings, not in modules/rates: every price is computed from the settings
// (readSettings overlays CurrentRate with it), and modules/rates already reads the settings (the
// margin, the fallback), so domains import one another in one direction only.

const applied = (kind: RateKind) =>
  and(eq(exchangeRates.kind, kind), eq(exchangeRates.status, RateStatus.Applied));

/** VND per 1 CNY of the applied rate of `kind` in force at `at`; null when none was applied yet. */
export async function appliedRateAt(
  tx: Executor,
  kind: RateKind,
  at: Date,
): Promise<number | null> {
  const [row] = await tx
    .select({ rateX100: exchangeRates.rateX100 })
    .from(exchangeRates)
    .where(and(applied(kind), lte(exchangeRates.effectiveFrom, at)))
    .orderBy(
      sql`${exchangeRates.effectiveFrom} desc nulls last`,
      sql`${exchangeRates.id} desc nulls last`,
    )
    .limit(1);
  return row ? row.rateX100 / 100 : null;
}

/**
 * When the next applied rate of `kind` after `at` takes over (one set for later, or approved with
 * a later time); null when none waits. A copy of the settings kept in memory expires then.
 */
export async function nextRateChangeAfter(
  tx: Executor,
  kind: RateKind,
  at: Date,
): Promise<Date | null> {
  const [row] = await tx
    .select({ effectiveFrom: exchangeRates.effectiveFrom })
    .from(exchangeRates)
    .where(and(applied(kind), gt(exchangeRates.effectiveFrom, at)))
    // The same index walked from its other end: the soonest first.
    .orderBy(
      sql`${exchangeRates.effectiveFrom} asc nulls first`,
      sql`${exchangeRates.id} asc nulls first`,
    )
    .limit(1);
  return row?.effectiveFrom ?? null;
}

/**
 * The rate of `kind` in force at `at`. With no selling rate applied yet, an installation from
 * before rates had their history goes on with the rate staff kept in the settings (CurrentRate);
 * the buying rate has no such past: null until staff set one.
 */
export async function currentRate(
  tx: Executor,
  kind: RateKind,
  at: Date = new Date(),
): Promise<number | null> {
  const rate = await appliedRateAt(tx, kind, at);
  if (rate !== null || kind !== RateKind.Selling) return rate;
  return storedSellingRate(tx);
}

/** The CurrentRate kept in the settings table itself, without the rate in force over it. */
async function storedSellingRate(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'CurrentRate'));
  return typeof row?.value === 'number' ? row.value : defaultSettings.CurrentRate;
}
