import { eq, sql } from 'drizzle-orm';
import {
  formatDate,
  MessageType,
  notificationEventNames,
  notificationEventTypes,
  type NotificationChannel,
  type NotificationEvent,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { notificationPreferences, notifications, settings, users } from '../../db/schema.js';
import { preparedStatement } from '../../lib/prepared.js';
import { qualified } from '../../lib/qualified.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { addMessage } from '../messages/messages.repository.js';
import type { OutgoingNotification } from './channel.js';

/** What a change tells its customer: the in-portal message, and the event it sends out, if any. */
export interface CustomerMessage {
  type: MessageType;
  note: string;
  /** The event it is (DESIGN §10): without one, the message stays in the portal. */
  event?: NotificationEvent;
  /** The order, parcel, deposit… it is about. */
  code?: string;
  /** Đồng, where there is an amount (a deposit credited, what is owed). */
  amount?: number;
  /** The portal's page it opens (`/#/order/12`); by default the list of its message group. */
  link?: string;
}

/** The settings row where each server records the channels it has (written at start). */
export const CHANNELS_ON_KEY = 'NotificationChannels';

/** A customer with no choice saved yet is told by e-mail of every group that has events. */
export const DEFAULT_TYPES: Partial<Record<NotificationChannel, number[]>> = {
  email: [MessageType.Order, MessageType.Transport, MessageType.Finance, MessageType.Complaint],
};

const GROUP_PAGES: Record<MessageType, string> = {
  1: '/#/order',
  2: '/#/transport/list',
  3: '/#/transaction/list',
  4: '/#/order/complaints',
  5: '/#/message/list-messages',
};

/**
 * Tells a customer of a change, in the change's transaction: the in-portal message always, and
 * for an event one notification per channel the customer chose for its group (and this server
 * has), each with its delivery job. `subject` names the change once (`deposit_requests:12:1`): a
 * change replayed (a webhook sent twice) finds its notifications already written and adds none.
 */
export async function tellCustomer(
  tx: Executor,
  customerId: number,
  message: CustomerMessage,
  subject: string,
): Promise<void> {
  await addMessage(tx, customerId, message.type, message.note);
  const { event } = message;
  if (!event) return;
  const { channels, customerCode } = await chosenChannels(
    tx,
    customerId,
    notificationEventTypes[event],
  );
  if (channels.length === 0) return;
  const payload = payloadOf(message, event, customerCode);
  for (const channel of channels) {
    const [row] = await tx
      .insert(notifications)
      .values({
        customerId,
        event,
        channel,
        messageType: message.type,
        code: message.code ?? null,
        payload,
        dedupeKey: `${subject}:${event}:${channel}`,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (row) await enqueueJob(tx, Queue.Notification, { notificationId: row.id });
  }
}

/**
 * The channels this server has (the settings row each server writes at start), the customer's
 * saved choices and code, read in one statement: a change's transaction holds its locks while
 * each statement goes to the database and back (issue 27).
 */
const channelChoicesStatement = preparedStatement<{ customerId: number; channelsKey: string }>(
  'channel_choices',
)((db, shape) =>
  db
    .select({
      code: users.code,
      serverChannels: sql<unknown>`(select ${qualified(settings.value)} from ${settings}
        where ${qualified(settings.key)} = ${shape.channelsKey})`,
      saved: sql<{ channel: NotificationChannel; types: number[] }[]>`coalesce(
        (select json_agg(json_build_object('channel', ${qualified(notificationPreferences.channel)},
          'types', ${qualified(notificationPreferences.messageTypes)}))
        from ${notificationPreferences}
        where ${qualified(notificationPreferences.customerId)} = ${qualified(users.id)}), '[]')`,
    })
    .from(users)
    .where(eq(users.id, shape.customerId)),
);

/** The channels, among those this server has, on which the customer wants this group. */
async function chosenChannels(
  tx: Executor,
  customerId: number,
  type: MessageType,
): Promise<{ channels: NotificationChannel[]; customerCode: string }> {
  const [read] = await channelChoicesStatement(tx, { customerId, channelsKey: CHANNELS_ON_KEY });
  const serverChannels = (
    Array.isArray(read?.serverChannels) ? read.serverChannels : []
  ) as NotificationChannel[];
  const saved = read?.saved ?? [];
  const channels = serverChannels.filter((channel) => {
    const choice = saved.find((row) => row.channel === channel);
    const types = choice ? choice.types : (DEFAULT_TYPES[channel] ?? []);
    return types.includes(type);
  });
  return { channels, customerCode: read?.code ?? '' };
}

/** What the channels send, kept with the row so a resend or a retry sends the same words. */
export type NotificationPayload = Omit<OutgoingNotification, 'id' | 'event' | 'code' | 'link'> & {
  /** The portal path; the delivery adds PUBLIC_URL. */
  path: string;
};

function payloadOf(
  message: CustomerMessage,
  event: NotificationEvent,
  customerCode: string,
): NotificationPayload {
  const title = notificationEventNames[event];
  return {
    title,
    text: message.note,
    path: message.link ?? GROUP_PAGES[message.type],
    templateData: {
      customer_code: customerCode,
      code: message.code ?? '',
      ...(message.amount !== undefined && { amount: message.amount }),
      status: title,
      date: formatDate(new Date()),
    },
  };
}
