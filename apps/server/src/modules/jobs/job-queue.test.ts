import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { testAppForFile } from '../../test/file-app.js';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMailer, type Mail, type MailTransport } from '../mail/mailer.js';
import { createJobQueue } from './job-queue.js';
import { Queue } from './queues.js';

const t = testAppForFile();
const silent = pino({ level: 'silent' });
const mailTo = (name: string): Mail => ({
  to: `hangdoi.${name}@example.vn`,
  subject: 'Hàng đã về kho',
  text: `Xin chào ${name}`,
});
const outboxOf = (app: Pick<TestApp, 'db'>, to: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

/** Waits for what a worker does in the background: looks every 25 ms, up to 25 s. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const sentAtOf = async (app: Pick<TestApp, 'db'>, to: string) =>
  (await outboxOf(app, to))[0]?.sentAt ?? null;

describe('a job and the transaction that adds it', () => {
  it('never runs when the transaction rolls back', async () => {
    const mail = mailTo('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await t.deps.mailer.send(mail, tx);
        throw new Error('đổi ý');
      }),
    ).rejects.toThrow('đổi ý');
    await t.runJobs();
    expect(t.sentMail.filter((sent) => sent.to === mail.to)).toHaveLength(0);
    expect(await outboxOf(t, mail.to)).toHaveLength(0);
  });

  it('runs once when it commits', async () => {
    const mail = mailTo('commit');
    await t.db.transaction((tx) => t.deps.mailer.send(mail, tx));
    await t.runJobs();
    await t.runJobs();
    expect(t.sentMail.filter((sent) => sent.to === mail.to)).toEqual([
      expect.objectContaining({ subject: mail.subject, text: mail.text }),
    ]);
    expect(await outboxOf(t, mail.to)).toEqual([
      expect.objectContaining({ attempts: 1, error: null, failedAt: null }),
    ]);
  });

  it('is added once for one dedupe key', async () => {
    const to = mailTo('dedupe').to;
    const [row] = await t.db
      .insert(mailOutbox)
      .values({ toAddress: to, subject: 'Một lần', bodyText: 'Một lần thôi' })
      .returning();
    const mailId = row?.id ?? 0;
    const first = await t.deps.jobs.enqueue(
      t.db,
      Queue.Mail,
      { mailId },
      { dedupeKey: `m${mailId}` },
    );
    const again = await t.deps.jobs.enqueue(
      t.db,
      Queue.Mail,
      { mailId },
      { dedupeKey: `m${mailId}` },
    );
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBeNull();
    await t.runJobs();
    expect(t.sentMail.filter((sent) => sent.to === to)).toHaveLength(1);
  });
});

describe('a schedule', () => {
  it('adds its job when the cron time comes, and the job runs', async () => {
    const to = mailTo('lich').to;
    const [row] = await t.db
      .insert(mailOutbox)
      .values({ toAddress: to, subject: 'Theo lịch', bodyText: 'Mỗi phút' })
      .returning();
    // A second server that reads the schedules every second (the default is every 30 s).
    const clock = createJobQueue({
      database: t.database,
      log: silent,
      cronMonitorIntervalSeconds: 1,
    });
    await clock.start();
    try {
      await clock.schedule(Queue.Mail, '* * * * *', { mailId: row?.id ?? 0 });
      await until('the scheduled job', async () => (await sentAtOf(t, to)) !== null);
    } finally {
      await clock.stop();
    }
    expect(t.sentMail.filter((sent) => sent.to === to)).toHaveLength(1);
  });
});

describe('an SMTP server that refuses twice, then takes the mail', () => {
  let smtp: SmtpStandIn;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn({ refuseFirst: 2 });
    app = await createTestApp({ mailTransport: smtp.transport });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('gets it on the third try, each retry waiting longer, the outbox counting the tries', async () => {
    const mail = mailTo('retry');
    await app.deps.mailer.send(mail);
    await until('the third try', async () => (await sentAtOf(app, mail.to)) !== null);
    expect(smtp.attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = smtp.attempts;
    // The test server's retry delay is 1 s: the first retry 1–2 s later, the second 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([mail.to]);
    expect(smtp.received[0]?.raw).toContain('Subject: =?UTF-8?');
    expect(await outboxOf(app, mail.to)).toEqual([
      expect.objectContaining({ attempts: 3, error: null, failedAt: null }),
    ]);
  });
});

describe('a server stopped between the commit and the delivery', () => {
  it('loses nothing: the next server to start delivers it', async () => {
    const first = await createTestApp();
    try {
      // The first server's workers are gone (killed) when the change that writes the mail commits.
      await first.jobs.stop();
      const mail = mailTo('crash');
      await first.db.transaction((tx) => first.deps.mailer.send(mail, tx));
      expect(await sentAtOf(first, mail.to)).toBeNull();

      // A new process on the same database: its own queue, mailer and SMTP server.
      const received: Mail[] = [];
      const transport: MailTransport = { sendMail: async (message) => received.push(message) };
      const jobs = createJobQueue({ database: first.database, log: silent, retryDelay: 1 });
      createMailer({
        db: first.db,
        jobs,
        smtpUrl: undefined,
        from: 'a@b.vn',
        log: silent,
        transport,
      });
      await jobs.start();
      try {
        await until('the restarted server', async () => (await sentAtOf(first, mail.to)) !== null);
      } finally {
        await jobs.stop();
      }
      expect(received.map((sent) => sent.to)).toEqual([mail.to]);
      expect(first.sentMail).toHaveLength(0);
    } finally {
      await first.close();
    }
  });
});

describe.runIf(inject('databaseSource').kind === 'postgres')('two servers, one database', () => {
  let a: TestApp;
  let b: TestApp;
  const deliveries: { server: string; to: string }[] = [];
  const transportOf = (server: string): MailTransport => ({
    sendMail: async (message) => deliveries.push({ server, to: message.to }),
  });
  beforeAll(async () => {
    a = await createTestApp({ mailTransport: transportOf('a') });
    b = await createTestApp({ sameDatabaseAs: a, mailTransport: transportOf('b') });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('share the work and send nothing twice', async () => {
    const mails = Array.from({ length: 40 }, (_, i) => mailTo(`hai-may-${i}`));
    await a.db.transaction(async (tx) => {
      for (const mail of mails) await a.deps.mailer.send(mail, tx);
    });
    await Promise.all([a.runJobs(), b.runJobs()]);
    const sent = deliveries.filter((delivery) => delivery.to.startsWith('hangdoi.hai-may-'));
    expect(sent.map((delivery) => delivery.to).sort()).toEqual(mails.map((mail) => mail.to).sort());
    expect(new Set(sent.map((delivery) => delivery.server))).toEqual(new Set(['a', 'b']));
    const { rows } = await a.database.sql.executeSql(
      `select count(*)::int as n from mail_outbox where to_address like 'hangdoi.hai-may-%' and attempts = 1 and sent_at is not null`,
    );
    expect(rows[0]?.n).toBe(40);
  });
});
