import { eq } from 'drizzle-orm';
import {
  notificationChannelNames,
  type NotificationSettingsAnswer,
  type UpdateNotificationSettingsInput,
} from '@app/shared';
import type { Database } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import type { Notifier } from './notifier.js';
import { DEFAULT_TYPES } from './tell.js';

/** The channels this server has, each with the customer's choice and whether it reaches them. */
export async function notificationSettings(
  db: Database,
  notifier: Notifier,
  customerId: number,
): Promise<NotificationSettingsAnswer> {
  const saved = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId));
  const Channels = await Promise.all(
    [...notifier.senders.values()].map(async (sender) => ({
      Channel: sender.channel,
      Linked: await sender.reachable(customerId),
      MessageTypes:
        saved.find((row) => row.channel === sender.channel)?.messageTypes ??
        DEFAULT_TYPES[sender.channel] ??
        [],
    })),
  );
  return { Channels, WebPushPublicKey: notifier.webPushPublicKey };
}

/** Saves the customer's choices for the channels given (the others keep theirs). */
export async function updateNotificationSettings(
  db: Database,
  notifier: Notifier,
  customerId: number,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettingsAnswer> {
  for (const choice of input.Channels) {
    if (!notifier.senders.has(choice.Channel)) {
      throw ruleError('notificationChannelOff', {
        channel: notificationChannelNames[choice.Channel],
      });
    }
  }
  await db.transaction(async (tx) => {
    for (const choice of input.Channels) {
      await tx
        .insert(notificationPreferences)
        .values({ customerId, channel: choice.Channel, messageTypes: choice.MessageTypes })
        .onConflictDoUpdate({
          target: [notificationPreferences.customerId, notificationPreferences.channel],
          set: { messageTypes: choice.MessageTypes, updatedAt: new Date() },
        });
    }
  });
  return notificationSettings(db, notifier, customerId);
}
