import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { deliverMail } from './mail-delivery.js';
import { HIDDEN_SECRET, type Mail, type MailTransport } from './mail.js';

export { HIDDEN_SECRET, type Mail, type MailTransport } from './mail.js';

/**
 * Every mail is kept in the outbox table (staff see whether it was sent, how many tries it took
 * and any error) with its secret hidden. With SMTP_URL a job of the mail queue delivers it
 * (modules/mail/mail-delivery.ts), retried with growing delays; without it nothing leaves the
 * server and the outbox says so.
 */
export interface Mailer {
  /**
   * Writes the mail and its delivery job in `tx`, the transaction of the change the mail tells
   * of: a rolled-back change sends nothing, a committed one loses no mail even if the server
   * stops at once. Without `tx`, in a transaction of its own.
   */
  send(mail: Mail, tx?: Executor): Promise<void>;
  /** Where mail leaves the server, or null without SMTP: notifications by e-mail go out there too. */
  transport: MailTransport | null;
}

export function createMailer(options: {
  db: Database;
  jobs: JobQueue;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Replaces the SMTP transport (tests). */
  transport?: MailTransport;
}): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  const { jobs, log } = options;
  if (transport) {
    const deps = { db: options.db, jobs, transport, from: options.from, log };
    jobs.work(Queue.Mail, (payload, job) => deliverMail(deps, payload, job));
  }
  return {
    transport,
    async send(mail, executor = options.db) {
      const kept = mail.secret ? mail.text.replaceAll(mail.secret, HIDDEN_SECRET) : mail.text;
      const mailId = await executor.transaction(async (tx) => {
        const [row] = await tx
          .insert(mailOutbox)
          .values({ toAddress: mail.to, subject: mail.subject, bodyText: kept })
          .returning({ id: mailOutbox.id });
        const id = row?.id ?? 0;
        if (transport) {
          await jobs.enqueue(tx, Queue.Mail, {
            mailId: id,
            ...(mail.secret && { secret: mail.secret }),
          });
        }
        return id;
      });
      if (!transport) {
        log.warn(
          { mailId, to: mail.to, subject: mail.subject },
          'mail kept in outbox, not sent: SMTP_URL is not set',
        );
      }
    },
  };
}
