import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { openChangeFeed } from '../db/change-feed.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { createJobQueue, type JobQueue } from '../modules/jobs/job-queue.js';
import type { LinkFollowing } from '../modules/links/link-follower.js';
import { createMailer, type Mail, type MailTransport } from '../modules/mail/mailer.js';
import type { AppDeps } from '../types.js';
import { billSumsDrift } from './bill-sums-check.js';
import { keptRowFactsDrift } from './kept-row-facts-check.js';
import { customerCountsDrift } from './customer-counts-check.js';
import { withDatabase } from './global-setup.js';
import { testConfig } from './test-config.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database as opened (its text-statement runner, for a second job queue on it). */
  database: DatabaseHandle;
  deps: AppDeps;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database it runs on (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Every mail the server sent, in full, as the recipient's mailbox would hold it. */
  sentMail: Mail[];
  jobs: JobQueue;
  /** Runs the job queue until nothing is due: mail written so far is then delivered (or retrying). */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for the configuration, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
  /** Collects the server's log lines (at info level) instead of discarding them. */
  log?: string[];
  /** Send no mail, as a server without SMTP_URL (mail is only kept in the outbox). */
  noSmtp?: boolean;
  /** The SMTP server mail is handed to (default: one that takes every mail into `sentMail`). */
  mailTransport?: MailTransport;
  /** Sees every statement the app runs, with its parameters. */
  onQuery?: (query: string, params: unknown[]) => void;
  /** A second server on the first one's database (PostgreSQL only: PGlite has one process). */
  sameDatabaseAs?: TestApp;
  /** How order/resolvelink follows short links (a local stand-in of the shops' redirector). */
  links?: LinkFollowing;
}

/** The real app on a fresh copy of the migrated, seeded database; `close` throws the copy away. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const source = inject('databaseSource');
  const logLines = options.log;
  const config = testConfig({ ...options.env, ...(logLines && { LOG_LEVEL: 'info' }) });
  const logStream = logLines && { write: (line: string) => void logLines.push(line) };
  let database;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (options.sameDatabaseAs) {
    databaseUrl = options.sameDatabaseAs.databaseUrl;
    if (!databaseUrl) throw new Error('two servers share a PostgreSQL database only');
    database = await openDatabase({ databaseUrl, onQuery: options.onQuery });
  } else if (source.kind === 'postgres') {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${source.template}`);
    databaseUrl = withDatabase(source.url, name);
    database = await openDatabase({ databaseUrl, onQuery: options.onQuery });
    dropDatabase = async () => {
      await waitForDisconnect(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const snapshot = new Blob([fs.readFileSync(source.snapshot)]);
    database = await openDatabase({
      pglite: await PGlite.create({ loadDataDir: snapshot }),
      onQuery: options.onQuery,
    });
  }
  const handle = database;
  const changes = await openChangeFeed(handle);
  const sentMail: Mail[] = [];
  const log = logStream ? pino({ level: 'info' }, logStream) : pino({ level: 'silent' });
  // Retries a second apart (at least; pg-boss counts whole seconds), not minutes.
  const jobs = createJobQueue({ database: handle, changes, log, retryDelay: 1 });
  const capturing: MailTransport = {
    async sendMail(message) {
      sentMail.push(message);
    },
  };
  const app = await buildApp({
    deps: {
      config,
      db: handle.db,
      changes,
      jobs,
      mailer: createMailer({
        db: handle.db,
        jobs,
        smtpUrl: undefined,
        from: config.mailFrom,
        log,
        ...(!options.noSmtp && { transport: options.mailTransport ?? capturing }),
      }),
      ...(options.links && { links: options.links }),
    },
    serveWebApp: false,
    checkAnswers: true,
    ...(logStream && { logStream }),
  });
  await jobs.start();
  return {
    app,
    db: handle.db,
    database: handle,
    deps: app.deps,
    kind: handle.kind,
    databaseUrl,
    sentMail,
    jobs,
    runJobs: () => jobs.drain(),
    async close() {
      // Each suite's writes must have left every customer's list counters, every bill's kept
      // sums, every consignment's kept row facts, every parcel's owner code and every cart's kept
      // items exact.
      const drift = [
        ...(await customerCountsDrift(handle.db)),
        ...(await billSumsDrift(handle.db)),
        ...(await keptRowFactsDrift(handle.db)),
      ];
      await app.close();
      await jobs.stop();
      await changes.close();
      await handle.close();
      await dropDatabase();
      if (drift.length > 0) {
        throw new Error(`kept counts or sums differ from the rows:\n${drift.join('\n')}`);
      }
    },
  };
}

/**
 * pool.end() resolves before its clients' sockets have closed; a forced drop would then kill those
 * backends and the closing clients raise an unhandled 57P01 error. Give them a moment to go first.
 */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
