import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Desk } from '@app/shared/testing';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Mail } from '../modules/mail/mailer.js';
import type { AppDeps } from '../types.js';
import { asUser } from './factories.js';
import { deskOf } from './journeys.js';
import { adminToken } from './money.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** What a file's tests see of its app: ready from their first hook on. */
export interface FileApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The database as opened (for a second job queue on it). */
  readonly database: DatabaseHandle;
  readonly deps: AppDeps;
  readonly kind: TestApp['kind'];
  readonly sentMail: Mail[];
  /** Runs the job queue until nothing is due (mail written so far is delivered). */
  runJobs(): Promise<void>;
  /** A session of the seeded admin, opened before the file's tests. */
  readonly admin: string;
  /** Requests as a customer, or as the holder of a token. */
  as(who: { token: string } | string): ReturnType<typeof asUser>;
  /** A request as the seeded admin. */
  asAdmin: ReturnType<typeof asUser>;
  /** The shared journeys' desk, its staff steps taken as the seeded admin. */
  journeys(): Desk;
}

/**
 * The set-up most files of API tests begin with: one app for all of the file's tests (its
 * database thrown away, and its kept counts and sums checked, after them) and the seeded admin
 * signed in. Call it at the top of the file; its hooks run before the file's own.
 */
export function testAppForFile(options: TestAppOptions = {}): FileApp {
  let started: { t: TestApp; admin: string } | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    started = { t, admin: await adminToken(t.app) };
  });
  afterAll(async () => started?.t.close());
  const running = () => {
    if (!started) throw new Error('the test app starts in beforeAll: use it inside a hook or test');
    return started;
  };
  return {
    get app() {
      return running().t.app;
    },
    get db() {
      return running().t.db;
    },
    get database() {
      return running().t.database;
    },
    get deps() {
      return running().t.deps;
    },
    get kind() {
      return running().t.kind;
    },
    get sentMail() {
      return running().t.sentMail;
    },
    runJobs: () => running().t.runJobs(),
    get admin() {
      return running().admin;
    },
    as: (who) => asUser(running().t.app, typeof who === 'string' ? who : who.token),
    asAdmin: (options) => asUser(running().t.app, running().admin)(options),
    journeys: () => deskOf(running().t.app, running().admin),
  };
}
