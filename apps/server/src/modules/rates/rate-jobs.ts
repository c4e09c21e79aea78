import type { JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { proposeMorningRate, type MorningProposalDeps } from './rates.service.js';

/** Vietcombank publishes the day's rates early; staff find the proposal when they start work. */
const EVERY_MORNING = '0 7 * * *';

export interface RateJobDeps extends MorningProposalDeps {
  jobs: Pick<JobQueue, 'work' | 'schedule'>;
  log: MorningProposalDeps['log'] & { warn(details: object, message: string): void };
}

/**
 * The morning's rate proposal (DESIGN §10). Call before `jobs.start()`: this server works the
 * queue. Then `schedule()` after it: at 07:00 Vietnam time, once across all servers (the queue
 * keeps the schedule in the database). A feed that cannot be read fails the job, retried as
 * queues.ts says, and is logged with its reason.
 */
export function registerRateJobs(deps: RateJobDeps): { schedule(): Promise<void> } {
  deps.jobs.work(Queue.RateProposal, async (_payload, job) => {
    try {
      await proposeMorningRate(deps);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.warn({ attempt: job.attempt, reason }, 'rate proposal: the feed could not be read');
      throw error;
    }
  });
  return { schedule: () => deps.jobs.schedule(Queue.RateProposal, EVERY_MORNING, {}) };
}
