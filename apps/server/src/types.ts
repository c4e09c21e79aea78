import type { ConsoleArea, Role } from '@app/shared';
import type { RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './modules/jobs/job-queue.js';
import type { LinkFollowing } from './modules/links/link-follower.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { Notifier } from './modules/notifications/notifier.js';

/** What every route reaches through `app.deps`: built once in app.ts, replaced in tests. */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The job queue: work enqueued in a change's transaction, run by every server (modules/jobs). */
  jobs: JobQueue;
  /** The database's change notifications: with it, sessions and settings are cached in memory. */
  changes?: ChangeFeed;
  /**
   * How order/resolvelink follows short links: the default resolves with DNS and connects to
   * public addresses only; a test points the shops' hosts at a local stand-in.
   */
  links?: LinkFollowing;
}

export interface CurrentUser {
  id: number;
  /** The account's code (KH000123), what the audit log names a customer by. */
  code: string;
  role: Role;
  /**
   * A customer's destination warehouse; a warehouse worker's own Vietnamese warehouse (null for
   * the Chinese warehouse's workers and every other staff role).
   */
  warehouseId: number | null;
  sessionId: number;
  /** A staff member viewing the customer's portal: reads only. */
  readOnly: boolean;
  /** The staff member behind a "view as customer" session, for the audit log. */
  viewedBy: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The notification channels this server has (modules/notifications/notifier.ts). */
    notifier: Notifier;
    /** The /api/admin routes as declared, filled by plugins/auth.ts requireConsoleArea. */
    consoleRoutes: RouteOptions[];
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** The route may be called through a read-only "view as customer" session (ending it). */
    readOnlyAllowed?: boolean;
    /** The console area of an /api/admin route: who may call it (plugins/auth.ts). */
    area?: ConsoleArea;
  }
}
