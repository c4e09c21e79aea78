import type { Role } from '@app/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './modules/mail/mailer.js';

/** What every route reaches through `app.deps`: built once in app.ts, replaced in tests. */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
}

export interface CurrentUser {
  id: number;
  role: Role;
  sessionId: number;
  /** A staff member viewing the customer's portal: reads only. */
  readOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}
