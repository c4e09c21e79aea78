import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { ChangeChannel, ChangeFeed } from '../../db/change-feed.js';
import type { DatabaseHandle, Executor } from '../../db/client.js';
import { executorRunner } from './transaction-runner.js';
import { queueNames, queuePolicies, type JobPayloads, type QueueName } from './queues.js';

/** What a handler knows of its job besides the payload. */
export interface JobInfo {
  id: string;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows if this attempt fails: the handler records the failure for good. */
  lastAttempt: boolean;
}

/** Runs one job; throwing fails this attempt (retried later, while retries are left). */
export type JobHandler<N extends QueueName> = (
  payload: JobPayloads[N],
  job: JobInfo,
) => Promise<void>;

export interface EnqueueOptions {
  /**
   * A job with the same key in the same queue is not added twice while the queue keeps it (until
   * it is archived, 12 hours after it ends): enqueue then answers null.
   */
  dedupeKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

export interface JobQueue {
  /** Adds a job in `tx`: it exists, and runs, only if that transaction commits. Null: a duplicate. */
  enqueue<N extends QueueName>(
    tx: Executor,
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /**
   * Deletes a job in `tx`, payload and all: for a handler that has recorded the job's outcome
   * elsewhere (in that transaction) and must not leave its payload behind.
   */
  forget(tx: Executor, name: QueueName, id: string): Promise<void>;
  /** Gives a queue its handler; set before `start`. */
  work<N extends QueueName>(name: N, handler: JobHandler<N>): void;
  /**
   * Adds a job to `name` on a cron schedule (`0 7 * * *`, in Vietnam's time unless `tz` says
   * otherwise), once across all servers however many run. Kept in the database: the last call
   * for a queue wins.
   */
  schedule<N extends QueueName>(
    name: N,
    cron: string,
    payload: JobPayloads[N],
    options?: { tz?: string },
  ): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching, lets running jobs end (up to 15 s; the rest are failed and retried later). */
  stop(): Promise<void>;
  /** Runs here every job that is due until none is left, waiting for those other workers hold (tests). */
  drain(): Promise<void>;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'sql' | 'kind'>;
  /** With it, a committed job wakes the workers of every server at once (else they poll). */
  changes?: ChangeFeed;
  log: FastifyBaseLogger;
  /** Seconds before the first retry for every queue (tests shorten the delays of queues.ts). */
  retryDelay?: number;
  /** How often an idle worker looks for due jobs (retries, scheduled ones): 2 s. */
  pollingIntervalSeconds?: number;
  /** How often the schedules are read (30 s; at least 1). */
  cronMonitorIntervalSeconds?: number;
}

/** The channel NOTIFY'd in the transaction that adds a job (db/change-feed.ts). */
export const JOBS_CHANNEL: ChangeChannel = 'jobs_added';

/** Jobs a worker takes at once; a full batch is followed at once by the next. */
const BATCH = 10;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The job queue: pg-boss 10 on the application's own database, PGlite or PostgreSQL (db/sql-
 * runner.ts). Jobs are rows, fetched with FOR UPDATE SKIP LOCKED, so every server works the same
 * queues and none runs a job another holds; a failed job is retried with growing delays.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const boss = new PgBoss({
    db: options.database.sql,
    // Created by migrate() (installJobQueue), like every other table.
    migrate: false,
    ...(options.cronMonitorIntervalSeconds && {
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
    }),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler<QueueName>>();
  const workerIds: string[] = [];
  const policyOf = (name: QueueName) => ({
    ...queuePolicies[name],
    retryBackoff: true,
    ...(options.retryDelay !== undefined && { retryDelay: options.retryDelay }),
  });

  const runJobs = async (name: QueueName, jobs: PgBoss.JobWithMetadata<unknown>[]) => {
    const handler = handlers.get(name);
    if (!handler) return;
    for (const job of jobs) {
      const info = {
        id: job.id,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
      };
      let failure: { message: string } | undefined;
      try {
        await handler(job.data as JobPayloads[QueueName], info);
      } catch (error) {
        failure = { message: error instanceof Error ? error.message : String(error) };
        log.warn({ queue: name, jobId: job.id, attempt: info.attempt, ...failure }, 'job failed');
      }
      // Failed: retried after its delay while retries are left (pg-boss), else kept as failed.
      if (failure) await boss.fail(name, job.id, failure);
      else await boss.complete(name, job.id);
    }
  };

  const wake = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };
  options.changes?.onChange(JOBS_CHANNEL, wake);

  return {
    enqueue: enqueueJob,
    async forget(tx, name, id) {
      await boss.deleteJob(name, id, { db: executorRunner(tx) });
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler<QueueName>);
    },
    async schedule(name, cron, payload, scheduleOptions = {}) {
      await boss.schedule(name, cron, payload, {
        ...policyOf(name),
        tz: scheduleOptions.tz ?? TIME_ZONE,
      });
    },
    async start() {
      await boss.start();
      for (const name of queueNames) await syncQueue(boss, name, policyOf(name));
      for (const name of handlers.keys()) {
        const id: string = await boss.work(
          name,
          {
            batchSize: BATCH,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async (jobs) => {
            await runJobs(name, jobs);
            // More may be waiting: fetch again now rather than after the polling interval.
            if (jobs.length === BATCH) boss.notifyWorker(id);
          },
        );
        workerIds.push(id);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: false });
    },
    async drain() {
      const deadline = Date.now() + 20_000;
      for (;;) {
        let ran = 0;
        for (const name of handlers.keys()) {
          const jobs = await boss.fetch(name, { batchSize: BATCH, includeMetadata: true });
          ran += jobs.length;
          await runJobs(name, jobs);
        }
        if (ran > 0) continue;
        const { rows } = await options.database.sql.executeSql(
          `select count(*)::int as n from pgboss.job where name = any($1)
             and (state = 'active' or (state < 'active' and start_after < now()))`,
          [[...handlers.keys()]],
        );
        if (rows[0]?.n === 0) return;
        if (Date.now() > deadline) throw new Error('jobs still running after 20 s');
        // A job another worker holds: look again shortly.
        await sleep(20);
      }
    },
  };
}

/**
 * pg-boss only as the maker of its insert statement: every send passes the caller's transaction,
 * so this instance never connects and needs no start. It lets a change enqueue its jobs from
 * wherever it runs (a state transition, a service) with nothing but its transaction.
 */
const statements = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs are added in a transaction only')) },
  migrate: false,
});

/**
 * Adds a job in `tx`: it exists, and runs, only if that transaction commits; null for a duplicate
 * of `dedupeKey`. Its retries follow its queue's policy (queues.ts, set on the queue at start).
 */
export async function enqueueJob<N extends QueueName>(
  tx: Executor,
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await statements.send(name, payload, {
    db: executorRunner(tx),
    ...(options.dedupeKey && { id: uuidOf(name, options.dedupeKey) }),
    ...(options.startAfter && { startAfter: options.startAfter }),
  });
  // Heard by every server's workers when (and only if) the transaction commits.
  if (id) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
  return id;
}

/** Creates the queue, or brings its retry settings in line with queues.ts. */
async function syncQueue(boss: PgBoss, name: QueueName, policy: Omit<PgBoss.Queue, 'name'>) {
  await boss.createQueue(name, { name, ...policy });
  await boss.updateQueue(name, { name, ...policy });
}

/** A job id made from its dedupe key: pg-boss adds no second job with an id it holds. */
function uuidOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue's tables (schema `pgboss`) and queues, created or brought up to date with the
 * application's own migrations, so a server starts on a database that has them.
 */
export async function installJobQueue(database: Pick<DatabaseHandle, 'sql'>): Promise<void> {
  const boss = new PgBoss({ db: database.sql, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  for (const name of queueNames) {
    await syncQueue(boss, name, { ...queuePolicies[name], retryBackoff: true });
  }
  await boss.stop({ graceful: false, close: false });
}
