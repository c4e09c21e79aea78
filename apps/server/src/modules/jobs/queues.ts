/**
 * Every queue of the job queue, by name, with the payload its jobs carry and how a failed job is
 * tried again. A job that throws is retried `retryLimit` times, the n-th retry about
 * `retryDelay · 2^(n-1)` to twice that many seconds later (pg-boss's backoff with jitter).
 */
export const Queue = {
  /** One mail of the outbox to hand to the SMTP server (modules/mail/mail-delivery.ts). */
  Mail: 'mail',
  /** One notification (an event on one channel) to deliver (modules/notifications). */
  Notification: 'notification',
  /** The morning's rate proposal read from Vietcombank's feed (modules/rates), on a schedule. */
  RateProposal: 'rate-proposal',
  /** The daily reminders: storage fee starting soon, orders waiting for payment (modules/notifications). */
  Reminders: 'reminders',
  /** One report workbook too large to wait for (modules/reports/report-exports.ts). */
  ReportExport: 'report-export',
  /** The console lists' tallies summed into one row per status (lib/status-tallies.ts), on a schedule. */
  FoldTallies: 'fold-status-tallies',
} as const;
export type QueueName = (typeof Queue)[keyof typeof Queue];

/** What each queue's jobs carry: JSON, kept in the database until the job is done. */
export interface JobPayloads {
  [Queue.Mail]: {
    mailId: number;
    /**
     * The mail's secret (a password-reset link), which the outbox keeps hidden: the job is the
     * only place it waits until delivery, and the job is deleted once the mail's fate is known.
     */
    secret?: string;
  };
  [Queue.Notification]: { notificationId: number };
  /** Scheduled: no payload. */
  [Queue.RateProposal]: Record<string, never>;
  [Queue.Reminders]: Record<string, never>;
  [Queue.ReportExport]: { exportId: number };
  [Queue.FoldTallies]: Record<string, never>;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; each retry after waits about twice as long. */
  retryDelay: number;
  /** Seconds a job may run before it is counted as failed (and retried). */
  expireInSeconds: number;
}

export const queuePolicies: Record<QueueName, RetryPolicy> = {
  // 30 s, 1, 2, 4, 8, 16 min (each up to twice that): about an hour, the life of a reset link.
  [Queue.Mail]: { retryLimit: 6, retryDelay: 30, expireInSeconds: 15 * 60 },
  // 10 s, 20 s, 40 s … about 40 min in all: a channel's outage of that long is worth a staff look.
  [Queue.Notification]: { retryLimit: 8, retryDelay: 10, expireInSeconds: 5 * 60 },
  [Queue.RateProposal]: { retryLimit: 3, retryDelay: 300, expireInSeconds: 5 * 60 },
  [Queue.Reminders]: { retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 },
  // A build that fails for a reason of the moment (a restart) is tried twice more, then given up
  // with its sentence for the staff member who asked.
  [Queue.ReportExport]: { retryLimit: 2, retryDelay: 30, expireInSeconds: 15 * 60 },
  // The next minute's fold does the same work: a failed one is not worth a retry.
  [Queue.FoldTallies]: { retryLimit: 0, retryDelay: 60, expireInSeconds: 5 * 60 },
};

export const queueNames: QueueName[] = Object.values(Queue);
