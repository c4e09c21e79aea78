import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail is kept in the outbox table (staff see it in the console). With SMTP_URL it is also sent
 * by SMTP; without it, it is logged so a trial set-up can still follow a reset link.
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
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text })
        .returning({ id: mailOutbox.id });
      const mailId = row?.id ?? 0;
      if (!transport) {
        options.log.info(
          { mailId, to: mail.to, subject: mail.subject, text: mail.text },
          'mail kept in outbox',
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
        options.log.error({ err: error, mailId }, 'mail could not be sent');
        await options.db
          .update(mailOutbox)
          .set({ error: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, mailId));
      }
    },
  };
}
