import type { Executor } from '../../db/client.js';
import { readSettings } from '../settings/settings.repository.js';

/**
 * Each event's approved Zalo ZNS template id, as staff saved them in the settings
 * (`ZaloTemplates`); read at each send, so a template entered today is used from the next
 * message on. An event without one is not sent on Zalo (channels/zalo.ts says so in its reason).
 */
export async function zaloTemplates(db: Executor): Promise<Record<string, string>> {
  return (await readSettings(db)).ZaloTemplates;
}
