import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import type { MailTransport } from '../../mail/mail.js';
import {
  PermanentChannelError,
  type ChannelSender,
  type OutgoingNotification,
} from '../channel.js';

/** The mail's text: the portal's sentence, then where to read it in full. */
export const emailText = (notification: OutgoingNotification) =>
  `${notification.text}\n\nXem trên cổng khách hàng: ${notification.link}`;

/**
 * An SMTP reply in the 5xx range (550 no such mailbox, 553 address refused…) is the receiving
 * server's final word; 4xx replies and network failures may pass, so they are retried.
 */
function isPermanentSmtpRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code <= 599;
}

/** E-mail (DESIGN §10): straight to the SMTP transport; the delivery job does the retrying. */
export function createEmailChannel(options: {
  db: Database;
  transport: MailTransport;
  from: string;
}): ChannelSender {
  const { db, transport, from } = options;
  return {
    channel: 'email',

    async reachable(customerId) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, customerId));
      return Boolean(row?.email.trim());
    },

    async send(notification, recipient) {
      try {
        await transport.sendMail({
          from,
          to: recipient.email,
          subject: notification.title,
          text: emailText(notification),
        });
      } catch (error) {
        if (isPermanentSmtpRefusal(error)) {
          throw new PermanentChannelError(
            `Máy chủ thư từ chối: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        throw error;
      }
    },
  };
}
