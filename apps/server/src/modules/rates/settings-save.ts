import { RateKind, type Settings, type SettingsSaveInput } from '@app/shared';
import type { Database } from '../../db/client.js';
import { forgetSettings, readSettings } from '../settings/settings.repository.js';
import { saveSettingsIn } from '../settings/settings.service.js';
import { setRateIn } from './rates.service.js';

/**
 * PUT admin/settings: the settings editor's save (a section; the other keys are kept).
 *
 * The selling rate has its history now (exchange_rates): staff set it on the rate page, and the
 * editor no longer offers CurrentRate. The API still takes it, for callers written before, and
 * it means there what it means on the rate page: a CurrentRate different from the rate in force
 * is a selling rate staff set, applied from now, in the same transaction as the rest of the save.
 * The settings table keeps it too (audited with the settings as before), though once a selling
 * rate has been applied the table's value is never read again.
 */
export async function saveSettings(
  db: Database,
  actorId: number,
  input: SettingsSaveInput,
): Promise<Settings> {
  const saved = await db.transaction(async (tx) => {
    const change = await saveSettingsIn(tx, actorId, input);
    const rate = change.after.CurrentRate;
    if (rate !== undefined) await setRateIn(tx, actorId, { Kind: RateKind.Selling, Rate: rate });
    return readSettings(tx);
  });
  forgetSettings(db);
  return saved;
}
