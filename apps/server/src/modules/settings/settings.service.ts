import type { Settings, SettingsSaveInput } from '@app/shared';
import type { Database } from '../../db/client.js';
import { writeAudit } from '../audit/audit.repository.js';
import { forgetSettings, readSettings, writeSettings } from './settings.repository.js';

/**
 * The settings editor's save of the keys sent (a section; the rest is kept): takes effect at once
 * (this server drops its cached settings when the save commits, the others when the database
 * announces it), and the keys that changed are audited with their old and new values.
 */
export async function updateSettings(
  db: Database,
  actorId: number,
  input: SettingsSaveInput,
): Promise<Settings> {
  const saved = await db.transaction(async (tx) => {
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
    return readSettings(tx);
  });
  forgetSettings(db);
  return saved;
}
