import { PgTransaction } from 'drizzle-orm/pg-core';
import { RateKind, settings as settingsSchema, type Settings } from '@app/shared';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database, Executor } from '../../db/client.js';
import { MemoryCache } from '../../lib/memory-cache.js';
import { TransactionMemo } from '../../lib/transaction-memo.js';
import { settings } from '../../db/schema.js';
import { appliedRateAt, nextRateChangeAfter } from './rate-in-force.js';
import { defaultSettings } from './settings.defaults.js';

/** Settings read this long ago at most are served from memory (none when no change is heard). */
const MAX_AGE_MS = 60_000;

/** Settings as kept in memory: until the next selling rate set for later takes over, at most. */
interface CachedSettings {
  settings: Settings;
  /** ms since the epoch; Infinity when no rate waits for its time. */
  until: number;
}
const caches = new WeakMap<Executor, MemoryCache<CachedSettings>>();

/**
 * Settings kept in memory for reads outside a transaction (issue 11): any change anywhere is
 * announced by the database (settings_changed: the settings table's trigger, and the rates module
 * when a selling rate is applied) and drops them on every server; a rate set for a later time is
 * seen from that time on, as the copy expires then. A transaction reads the tables (once: see
 * transactionSettings), so what it computes matches what it locks and writes.
 */
export function cacheSettings(db: Database, feed: ChangeFeed): void {
  const cache = new MemoryCache<CachedSettings>(MAX_AGE_MS, 1, () => feed.live);
  feed.onChange('settings_changed', () => cache.clear());
  caches.set(db, cache);
}

/**
 * Drops this server's cached settings at once after a change committed here; given a
 * transaction, what that transaction has read, after it changed the settings or a rate.
 */
export function forgetSettings(db: Executor): void {
  if (db instanceof PgTransaction) transactionSettings.forget(db);
  else caches.get(db)?.clear();
}

/** The settings a transaction has read: the same for the rest of it, unless it changes them. */
const transactionSettings = new TransactionMemo<'settings', Settings>();

/**
 * All settings as one object; a key missing from the table falls back to its reference value.
 * CurrentRate is the selling rate in force now (rate-in-force.ts), the stored one only while no
 * selling rate has been applied: every price computed from the settings uses the rate of the
 * moment, and an order locks it as it is made.
 */
export async function readSettings(tx: Executor): Promise<Settings> {
  if (tx instanceof PgTransaction) {
    return transactionSettings.read(tx, 'settings', () => readStoredSettings(tx, new Date()));
  }
  const cache = caches.get(tx);
  if (!cache) return readStoredSettings(tx, new Date());
  const cached = await cache.get(
    'settings',
    () => readCachedSettings(tx),
    (read) => read.until,
  );
  return cached.settings;
}

async function readCachedSettings(tx: Executor): Promise<CachedSettings> {
  const now = new Date();
  const [read, next] = await Promise.all([
    readStoredSettings(tx, now),
    nextRateChangeAfter(tx, RateKind.Selling, now),
  ]);
  return { settings: read, until: next?.getTime() ?? Infinity };
}

async function readStoredSettings(tx: Executor, now: Date): Promise<Settings> {
  // One after the other: a transaction's statements share one connection.
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
  const sellingRate = await appliedRateAt(tx, RateKind.Selling, now);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const read = settingsSchema.parse({ ...defaultSettings, ...stored });
  return sellingRate === null ? read : { ...read, CurrentRate: sellingRate };
}

/** Writes the reference value of every key that has none yet (first start, or a key added later). */
export async function seedSettings(tx: Executor): Promise<void> {
  const values = Object.entries(defaultSettings).map(([key, value]) => ({ key, value }));
  await tx.insert(settings).values(values).onConflictDoNothing();
}

/** Replaces the settings given (the others stay); answers the keys that changed, old and new. */
export async function writeSettings(
  tx: Executor,
  next: Partial<Settings>,
): Promise<{ before: Partial<Settings>; after: Partial<Settings> }> {
  const current = await readSettings(tx);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = current[key as keyof Settings];
    if (value === undefined || JSON.stringify(old) === JSON.stringify(value)) continue;
    before[key] = old;
    after[key] = value;
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
  forgetSettings(tx);
  return { before, after };
}
