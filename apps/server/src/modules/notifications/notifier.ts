import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel } from '@app/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import type { MailTransport } from '../mail/mail.js';
import type { ChannelSender } from './channel.js';
import { createEmailChannel } from './channels/email.js';
import { createTelegramChannel } from './channels/telegram.js';
import { createWebPushChannel } from './channels/web-push.js';
import { createZaloChannel } from './channels/zalo.js';
import { deliverNotification } from './notification-delivery.js';
import { sendDailyReminders } from './reminders.js';
import { CHANNELS_ON_KEY } from './tell.js';
import { zaloTemplates } from './zalo-templates.js';

/** The channels this server has, and what the portal needs to offer them. */
export interface Notifier {
  senders: ReadonlyMap<NotificationChannel, ChannelSender>;
  /** VAPID's public key when web push is on: the browser subscribes with it. */
  webPushPublicKey: string | null;
}

/**
 * Builds the channels whose variables are set (DESIGN §10; e-mail when mail can leave the
 * server), gives the notification queue its handler, and records the channels in the database,
 * where a change's transaction reads which notifications to write (tell.ts). Before jobs.start().
 */
export async function setUpNotifications(deps: {
  db: Database;
  config: Config;
  jobs: JobQueue;
  mailTransport: MailTransport | null;
  log: FastifyBaseLogger;
}): Promise<Notifier> {
  const { db, config } = deps;
  const senders = new Map<NotificationChannel, ChannelSender>();
  const add = (sender: ChannelSender) => senders.set(sender.channel, sender);
  if (deps.mailTransport) {
    add(createEmailChannel({ db, transport: deps.mailTransport, from: config.mailFrom }));
  }
  if (config.zalo) {
    add(createZaloChannel({ db, config: config.zalo, templates: () => zaloTemplates(db) }));
  }
  if (config.telegram) add(createTelegramChannel({ db, config: config.telegram }));
  if (config.webPush) add(createWebPushChannel({ db, config: config.webPush }));

  deps.jobs.work(Queue.Notification, (payload, job) =>
    deliverNotification({ db, senders, publicUrl: config.publicUrl, log: deps.log }, payload, job),
  );
  deps.jobs.work(Queue.Reminders, async () => {
    const told = await sendDailyReminders(db);
    deps.log.info({ told }, 'daily reminders written');
  });
  await db
    .insert(settings)
    .values({ key: CHANNELS_ON_KEY, value: [...senders.keys()] })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: [...senders.keys()], updatedAt: new Date() },
    });
  return { senders, webPushPublicKey: config.webPush?.publicKey ?? null };
}
