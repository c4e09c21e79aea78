import type { DatabaseHandle } from './db/client.js';
import { migrate as migrateTables } from './db/migrate.js';
import { installJobQueue } from './modules/jobs/job-queue.js';

/**
 * Brings a database up to date: our tables (the SQL migrations), then the job queue's own tables
 * (schema pgboss, kept by pg-boss's migrations). Here rather than in db/ because the queue is a
 * module, and db/ is what modules build on.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await migrateTables(handle);
  await installJobQueue(handle);
}
