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
