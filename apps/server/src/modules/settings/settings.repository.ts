import { settings as settingsSchema, type Settings } from '@app/shared';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database, Executor } from '../../db/client.js';
import { MemoryCache } from '../../lib/memory-cache.js';
import { settings } from '../../db/schema.js';
import { defaultSettings } from './settings.defaults.js';

/** Settings read this long ago at most are served from memory (none when no change is heard). */
const MAX_AGE_MS = 60_000;
const caches = new WeakMap<Executor, MemoryCache<Settings>>();

/**
 * Settings kept in memory for reads outside a transaction (issue 11): any change anywhere is
 * announced by the database (settings_changed) and drops them on every server. A transaction
 * always reads the table, so what it computes matches what it locks and writes.
 */
export function cacheSettings(db: Database, feed: ChangeFeed): void {
  const cache = new MemoryCache<Settings>(MAX_AGE_MS, 1, () => feed.live);
  feed.onChange('settings_changed', () => cache.clear());
  caches.set(db, cache);
}

/** Drops this server's cached settings at once after a change committed here. */
export function forgetSettings(db: Database): void {
  caches.get(db)?.clear();
}

/** All settings as one object; a key missing from the table falls back to its reference value. */
export async function readSettings(tx: Executor): Promise<Settings> {
  const cache = caches.get(tx);
  return cache ? cache.get('settings', () => readStoredSettings(tx)) : readStoredSettings(tx);
}

async function readStoredSettings(tx: Executor): Promise<Settings> {
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return settingsSchema.parse({ ...defaultSettings, ...stored });
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
  return { before, after };
}
