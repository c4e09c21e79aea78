import { settings as settingsSchema, type Settings } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { defaultSettings } from './settings.defaults.js';

/** All settings as one object; a key missing from the table falls back to its reference value. */
export async function readSettings(tx: Executor): Promise<Settings> {
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return settingsSchema.parse({ ...defaultSettings, ...stored });
}

/** Writes the reference value of every key that has none yet (first start, or a key added later). */
export async function seedSettings(tx: Executor): Promise<void> {
  const values = Object.entries(defaultSettings).map(([key, value]) => ({ key, value }));
  await tx.insert(settings).values(values).onConflictDoNothing();
}

/** Replaces every setting; answers the keys whose value changed with their old and new values. */
export async function writeSettings(
  tx: Executor,
  next: Settings,
): Promise<{ before: Partial<Settings>; after: Partial<Settings> }> {
  const current = await readSettings(tx);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const old = current[key as keyof Settings];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    before[key] = old;
    after[key] = value;
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
  return { before: before as Partial<Settings>, after: after as Partial<Settings> };
}
