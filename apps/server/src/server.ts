import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openChangeFeed } from './db/change-feed.js';
import { openDatabase } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './database-setup.js';
import { seedReferenceData } from './flows/reference-data.js';
import { registerTallyFolding } from './modules/jobs/fold-tallies-job.js';
import { createJobQueue } from './modules/jobs/job-queue.js';
import { Queue } from './modules/jobs/queues.js';
import { createMailer } from './modules/mail/mailer.js';
import { registerRateJobs } from './modules/rates/rate-jobs.js';

/** Starts the portal: checks the configuration, opens and migrates the database, seeds, listens. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const generatedPassword = await seedReferenceData(database.db, config);

  const changes = await openChangeFeed(database);
  const jobs = createJobQueue({ database, changes, log });
  const mailer = createMailer({
    db: database.db,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  const rateJobs = registerRateJobs({ db: database.db, jobs, config, log });
  const tallyFolding = registerTallyFolding({ db: database.db, jobs });
  const app = await buildApp({ deps: { config, db: database.db, mailer, jobs, changes } });
  try {
    await app.listen({ port: config.port, host: config.host });
    // Every server works the queues (its handlers registered above): jobs left by a server that
    // stopped, on this machine or another, are taken up here.
    await jobs.start();
    // The morning's work, run once across all servers (pg-boss keeps schedules in the database):
    // the rate proposal at 07:00, the customers' reminders at 08:00, the tallies' fold each minute.
    await rateJobs.schedule();
    await jobs.schedule(Queue.Reminders, '0 8 * * *', {});
    await tallyFolding.schedule();
  } catch (error) {
    await app.close();
    await jobs.stop();
    await changes.close();
    await database.close();
    unlock();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `Cổng ${config.port} đang được một chương trình khác dùng. Hãy dừng chương trình đó, hoặc chọn cổng khác: PORT=${config.port + 1} npm start`,
        { cause: error },
      );
    }
    throw error;
  }

  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite trong ${config.dataDir}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nCổng khách hàng đã sẵn sàng sau ${seconds} giây: ${config.publicUrl}/`);
  console.log(`Dữ liệu: ${storage}. Tài liệu API: ${config.publicUrl}/api/docs`);
  if (generatedPassword) {
    console.log(
      `Tài khoản quản trị: ${config.adminEmail} / ${generatedPassword} (chỉ in một lần, hãy đổi ngay)`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    // Running jobs end first (or are failed, to be retried): then the database may close.
    await jobs.stop();
    await changes.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
