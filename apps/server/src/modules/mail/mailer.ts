import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  /** The whole text, as the recipient gets it. */
  text: string;
  /**
   * The part of the text that works as a key (a password-reset link): it goes to the recipient
   * only. The outbox that staff read and the log keep the text with it hidden, so no staff member
   * and no reader of the logs can use it to take over an account.
   */
  secret?: string;
}

/** Where mail leaves the server: SMTP in production, a capturing transport in tests. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** What the outbox and the log show in place of a mail's secret. */
export const HIDDEN_SECRET = '[đường dẫn bảo mật: chỉ gửi tới người nhận, không lưu lại]';

/**
 * Every mail is kept in the outbox table (staff see that it was sent, and any error) with its secret
 * hidden. With SMTP_URL it is also sent; without it nothing leaves the server and the outbox says so.
 * Callers send after their transaction has committed, so a mail never announces a rolled-back change.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport;
}): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  return {
    async send(mail) {
      const kept = mail.secret ? mail.text.replaceAll(mail.secret, HIDDEN_SECRET) : mail.text;
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, bodyText: kept })
        .returning({ id: mailOutbox.id });
      const mailId = row?.id ?? 0;
      if (!transport) {
        options.log.warn(
          { mailId, to: mail.to, subject: mail.subject },
          'mail kept in outbox, not sent: SMTP_URL is not set',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, mailId));
      } catch (error) {
        // The request that wrote the mail still succeeds; the outbox row shows what went wrong.
        const reason = String(error).slice(0, 500);
        options.log.error({ mailId, reason }, 'mail could not be sent');
        await options.db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, mailId));
      }
    },
  };
}
