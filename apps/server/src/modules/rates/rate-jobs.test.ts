import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateKind, RateStatus } from '@app/shared';
import { exchangeRates } from '../../db/schema.js';
import type { JobHandler, JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startVcbFeedStandIn, type VcbFeedStandIn } from '../../test/vcb-feed-stand-in.js';
import { registerRateJobs } from './rate-jobs.js';

let feed: VcbFeedStandIn;
let t: TestApp;

beforeAll(async () => {
  feed = await startVcbFeedStandIn();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

const silent = { info: () => undefined, warn: () => undefined };

/** A queue that only keeps what is registered on it, to run the handler as the queue would. */
function recordingQueue() {
  const handlers = new Map<string, JobHandler<typeof Queue.RateProposal>>();
  const schedules: Array<{ name: string; cron: string; payload: unknown }> = [];
  const jobs: Pick<JobQueue, 'work' | 'schedule'> = {
    work: (name, handler) => void handlers.set(name, handler as never),
    schedule: async (name, cron, payload) => void schedules.push({ name, cron, payload }),
  };
  let attempt = 0;
  const run = async () => {
    const handler = handlers.get(Queue.RateProposal);
    if (!handler) throw new Error('no handler for the rate proposal queue');
    attempt += 1;
    await handler({}, { id: `job-${attempt}`, attempt, lastAttempt: false });
  };
  return { jobs, schedules, run };
}

const proposals = () =>
  t.db.select().from(exchangeRates).where(eq(exchangeRates.status, RateStatus.Proposed));

describe('the morning rate job', () => {
  it('is scheduled at 07:00 and proposes once a day however often it runs', async () => {
    const queue = recordingQueue();
    const registered = registerRateJobs({
      db: t.db,
      jobs: queue.jobs,
      config: { vcbRateUrl: feed.url },
      log: silent,
    });
    await registered.schedule();
    expect(queue.schedules).toEqual([{ name: Queue.RateProposal, cron: '0 7 * * *', payload: {} }]);

    await queue.run();
    const [first, ...others] = await proposals();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      kind: RateKind.Selling,
      rateX100: 355_571,
      source: 'vcb',
      status: RateStatus.Proposed,
      createdBy: null,
    });
    const reads = feed.reads;
    // A retry, or a second server's run: today's proposal waits already, the feed is not read.
    await queue.run();
    await Promise.all([queue.run(), queue.run()]);
    expect((await proposals()).map((row) => row.id)).toEqual([first?.id]);
    expect(feed.reads).toBe(reads);
  });

  it('fails, to be retried, when the feed cannot be read, and does nothing when it is off', async () => {
    await t.db
      .update(exchangeRates)
      .set({ status: RateStatus.SetAside })
      .where(eq(exchangeRates.status, RateStatus.Proposed));
    const warnings: object[] = [];
    const broken = recordingQueue();
    registerRateJobs({
      db: t.db,
      jobs: broken.jobs,
      config: { vcbRateUrl: feed.url },
      log: { info: () => undefined, warn: (details) => void warnings.push(details) },
    });
    feed.answer({ status: 502, body: 'Bad Gateway' });
    await expect(broken.run()).rejects.toThrow('máy chủ trả lời HTTP 502');
    feed.answer();
    expect(warnings).toEqual([{ attempt: 1, reason: 'máy chủ trả lời HTTP 502' }]);
    expect(await proposals()).toEqual([]);

    const off = recordingQueue();
    registerRateJobs({ db: t.db, jobs: off.jobs, config: { vcbRateUrl: undefined }, log: silent });
    const reads = feed.reads;
    await off.run();
    expect(await proposals()).toEqual([]);
    expect(feed.reads).toBe(reads);

    // The next attempt, the feed back: today's proposal is made.
    await broken.run();
    expect(await proposals()).toHaveLength(1);
  });
});
