import type { Database } from '../../db/client.js';
import { foldStatusTallies } from '../../lib/status-tallies.js';
import type { JobQueue } from './job-queue.js';
import { Queue } from './queues.js';

/**
 * The tallies' rows are folded every minute: a list's count then sums one row per status and the
 * few hundred changes since, however long the server has run. pg-boss runs a schedule once per
 * minute across all servers.
 */
const EVERY_MINUTE = '* * * * *';

/** Call before `jobs.start()` (this server works the queue), then `schedule()` after it. */
export function registerTallyFolding(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'work' | 'schedule'>;
}): { schedule(): Promise<void> } {
  deps.jobs.work(Queue.FoldTallies, () => foldStatusTallies(deps.db));
  return { schedule: () => deps.jobs.schedule(Queue.FoldTallies, EVERY_MINUTE, {}) };
}
