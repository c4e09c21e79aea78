import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { JobInfo, JobQueue } from '../jobs/job-queue.js';
import { Queue, type JobPayloads } from '../jobs/queues.js';
import { HIDDEN_SECRET, type MailTransport } from './mail.js';

interface DeliveryDeps {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
}

/** A refusal's reason as staff read it: the SMTP server's words, at most 500 characters. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** An SMTP 5xx answer (no such mailbox, refused): trying again would get the same answer. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The mail queue's handler: one attempt to hand a mail of the outbox to the SMTP server, counted
 * in its row. A temporary failure (connection refused, 4xx) is thrown so the job is retried with
 * growing delays; sent, refused for good, or failed on the last retry, the row records it and the
 * job is deleted with it — its payload may hold the mail's secret, which must not outlive delivery.
 */
export async function deliverMail(
  deps: DeliveryDeps,
  { mailId, secret }: JobPayloads[typeof Queue.Mail],
  job: JobInfo,
): Promise<void> {
  const [mail] = await deps.db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
    .returning();
  // Sent or given up already: a job run again after its server stopped mid-way.
  if (!mail) return;
  const text = secret ? mail.bodyText.replaceAll(HIDDEN_SECRET, secret) : mail.bodyText;
  let outcome: Partial<typeof mailOutbox.$inferInsert>;
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: mail.toAddress,
      subject: mail.subject,
      text,
    });
    outcome = { sentAt: new Date(), error: null };
  } catch (error) {
    const reason = reasonOf(error);
    const givenUp = job.lastAttempt || isPermanent(error);
    deps.log.error({ mailId, attempt: job.attempt, givenUp, reason }, 'mail could not be sent');
    if (!givenUp) {
      await deps.db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, mailId));
      throw error;
    }
    outcome = { error: reason, failedAt: new Date() };
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, mailId));
    await deps.jobs.forget(tx, Queue.Mail, job.id);
  });
}
