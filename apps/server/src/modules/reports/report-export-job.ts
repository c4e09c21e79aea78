import type { Database } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { buildReportExport } from './report-exports.js';

/** Gives the report-export queue its handler (DESIGN §12); before `jobs.start()`. */
export function registerReportExports(deps: { db: Database; jobs: Pick<JobQueue, 'work'> }) {
  deps.jobs.work(Queue.ReportExport, ({ exportId }, job) =>
    buildReportExport(deps.db, exportId, job.lastAttempt),
  );
}
