import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fillMessage, messages, notificationChannelNames, NotificationStatus } from '@app/shared';
import type { NotificationChannel, NotificationEvent } from '@app/shared';
import type { Database } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import type { JobInfo } from '../jobs/job-queue.js';
import type { JobPayloads, Queue } from '../jobs/queues.js';
import { PermanentChannelError, type ChannelSender } from './channel.js';
import type { NotificationPayload } from './tell.js';

export interface NotificationDeliveryDeps {
  db: Database;
  senders: ReadonlyMap<NotificationChannel, ChannelSender>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A failure's reason as staff read it, at most 500 characters. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The notification queue's handler: one attempt to deliver one notification on its channel,
 * counted in its row. A temporary failure is thrown so the job is retried with growing delays;
 * sent, refused for good, or failed on the last retry, the row records its fate. A job run again
 * after its server stopped mid-way finds the row no longer waiting and does nothing.
 */
export async function deliverNotification(
  deps: NotificationDeliveryDeps,
  { notificationId }: JobPayloads[typeof Queue.Notification],
  job: JobInfo,
): Promise<void> {
  const [row] = await deps.db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1` })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.status, NotificationStatus.Waiting),
      ),
    )
    .returning();
  if (!row) return;
  const channel = row.channel as NotificationChannel;
  const sender = deps.senders.get(channel);
  try {
    if (!sender) {
      throw new PermanentChannelError(
        fillMessage(messages.notificationChannelOff, {
          channel: notificationChannelNames[channel],
        }),
      );
    }
    const [recipient] = await deps.db
      .select({ customerCode: users.code, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, row.customerId));
    if (!recipient) throw new PermanentChannelError(messages.customerUnknown);
    const payload = row.payload as NotificationPayload;
    await sender.send(
      {
        id: row.id,
        event: row.event as NotificationEvent,
        code: row.code,
        title: payload.title,
        text: payload.text,
        link: `${deps.publicUrl}${payload.path}`,
        templateData: payload.templateData,
      },
      { customerId: row.customerId, ...recipient },
    );
  } catch (error) {
    const reason = reasonOf(error);
    const givenUp = job.lastAttempt || error instanceof PermanentChannelError;
    deps.log.warn(
      { notificationId, channel, attempt: job.attempt, givenUp, reason },
      'notification not delivered',
    );
    await deps.db
      .update(notifications)
      .set({ error: reason, ...(givenUp && { status: NotificationStatus.Failed }) })
      .where(eq(notifications.id, notificationId));
    if (!givenUp) throw error;
    return;
  }
  await deps.db
    .update(notifications)
    .set({ status: NotificationStatus.Sent, sentAt: new Date(), error: null })
    .where(eq(notifications.id, notificationId));
}
