import type { Settings, SettingsSaveInput } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { writeAudit } from '../audit/audit.repository.js';
import { writeSettings } from './settings.repository.js';

/**
 * The settings editor's save of the keys sent (a section; the rest is kept), in `tx`: the keys
 * that changed are audited with their old and new values, and answered. The caller drops this
 * server's cached settings once `tx` commits (forgetSettings); the others hear it from the
 * database. The whole save, with the rate it may set, is modules/rates/settings-save.ts.
 */
export async function saveSettingsIn(
  tx: Executor,
  actorId: number,
  input: SettingsSaveInput,
): Promise<{ before: Partial<Settings>; after: Partial<Settings> }> {
  const change = await writeSettings(tx, input);
  const changedKeys = Object.keys(change.after);
  if (changedKeys.length > 0) {
    await writeAudit(tx, {
      actorId,
      action: 'settings.update',
      entity: 'settings',
      entityId: changedKeys.join(','),
      before: change.before,
      after: change.after,
    });
  }
  return change;
}
