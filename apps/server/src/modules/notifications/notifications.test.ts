import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  MessageType,
  NotificationStatus,
  OrderState,
  type AuditRow,
  type NotificationRow,
  type NotificationSettingsAnswer,
  type SentNotificationRow,
} from '@app/shared';
import { notifications, orders, transports } from '../../db/schema.js';
import { asUser } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { deskOf, fundedCustomer, newCustomer, orderIn, type Desk } from '../../test/journeys.js';
import { adminToken } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createJobQueue } from '../jobs/job-queue.js';
import type { Mail } from '../mail/mail.js';
import { readSettings } from '../settings/settings.repository.js';
import { setUpNotifications } from './notifier.js';
import { sendDailyReminders } from './reminders.js';
import { tellCustomer } from './tell.js';

/**
 * The notification core on the e-mail channel (the one every test app has): events written in
 * the change's transaction, delivered by the queue, retried, refused, listed and resent by staff.
 * Each channel's own wire format is tested in channels/*.test.ts against its stand-in.
 */

/** Mail to these addresses fails: `flaky` twice then goes through, `refused` for good (5xx). */
const failures = new Map<string, number>();
const delivered: Mail[] = [];
const t = testAppForFile({
  mailTransport: {
    async sendMail(message) {
      const left = failures.get(message.to) ?? 0;
      if (message.to.startsWith('refused.')) {
        throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      }
      if (left > 0) {
        failures.set(message.to, left - 1);
        throw new Error('connect ECONNREFUSED');
      }
      delivered.push(message);
    },
  },
});
let desk: Desk;
let staff: string;

beforeAll(async () => {
  staff = await adminToken(t.app);
  desk = deskOf(t.app, staff);
});

const rowsOf = (customerId: number) =>
  t.db.select().from(notifications).where(eq(notifications.customerId, customerId));

/** Runs the queue until the retries are through (each waits at least a second in tests). */
async function runUntilSettled(customerId: number) {
  for (let round = 0; round < 30; round++) {
    await t.runJobs();
    const rows = await rowsOf(customerId);
    if (rows.every((row) => row.status !== NotificationStatus.Waiting)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('notifications still waiting after 15 s');
}

describe('an event reaches the channels the customer chose, once', () => {
  it('tells a credited deposit by e-mail (the default), with the portal link and amount', async () => {
    const customer = await fundedCustomer(desk, 1_500_000);
    const [row] = await runUntilSettled(customer.id);
    expect(row).toMatchObject({
      event: 'deposit.credited',
      channel: 'email',
      status: NotificationStatus.Sent,
      attempts: 1,
      messageType: MessageType.Finance,
    });
    expect(row?.code).toMatch(/^NT\d+$/);
    const mail = delivered.find((sent) => sent.to === customer.email);
    expect(mail?.subject).toBe('Đã cộng tiền nạp');
    expect(mail?.text).toContain('+1.500.000 ₫');
    expect(mail?.text).toContain('/#/transaction/deposit');
  });

  it('sends nothing on a channel the customer turned off for the group, and keeps the portal message', async () => {
    const customer = await newCustomer(desk);
    const as = asUser(t.app, customer.token);
    const saved = await as({
      method: 'PUT',
      url: '/api/customer/updatenotificationsettings',
      payload: { Channels: [{ Channel: 'email', MessageTypes: [4, 2, 2] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NotificationSettingsAnswer>().Channels).toEqual([
      { Channel: 'email', Linked: true, MessageTypes: [2, 4] },
    ]);
    const deposit = await as({
      method: 'POST',
      url: '/api/customer/deposit',
      payload: { Amount: 200_000, BankAccountId: 1 },
    });
    await asUser(
      t.app,
      staff,
    )({
      method: 'PUT',
      url: `/api/admin/deposits/${deposit.json<{ Id: number }>().Id}/approve`,
    });
    expect(await rowsOf(customer.id)).toEqual([]);
    const inbox = await as({ method: 'GET', url: '/api/customer/getmessages' });
    expect(inbox.body).toContain('đã được duyệt');
  });

  it('writes one notification per channel when the same change is told twice (a replayed webhook)', async () => {
    const customer = await newCustomer(desk);
    const message = {
      type: MessageType.Finance,
      note: 'Yêu cầu nạp tiền NT999 đã được duyệt.',
      event: 'deposit.credited' as const,
      code: 'NT999',
    };
    await t.db.transaction((tx) => tellCustomer(tx, customer.id, message, 'replay:1'));
    await t.db.transaction((tx) => tellCustomer(tx, customer.id, message, 'replay:1'));
    const rows = await runUntilSettled(customer.id);
    expect(rows).toHaveLength(1);
    expect(delivered.filter((sent) => sent.to === customer.email)).toHaveLength(1);
  });

  it('refuses a channel this server does not have with a sentence', async () => {
    const customer = await newCustomer(desk);
    const answer = await asUser(
      t.app,
      customer.token,
    )({
      method: 'PUT',
      url: '/api/customer/updatenotificationsettings',
      payload: { Channels: [{ Channel: 'telegram', MessageTypes: [3] }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(['Kênh Telegram chưa được bật trên hệ thống này']);
    const bad = await asUser(
      t.app,
      customer.token,
    )({
      method: 'PUT',
      url: '/api/customer/updatenotificationsettings',
      payload: { Channels: [{ Channel: 'sms', MessageTypes: [9] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Kênh thông báo không hợp lệ');
  });
});

describe('delivery is retried, given up with its reason, and resent by staff', () => {
  it('a channel that fails twice delivers on the third try', async () => {
    const customer = await newCustomer(desk, { email: `flaky.${Date.now()}@example.vn` });
    failures.set(customer.email, 2);
    await t.db.transaction((tx) =>
      tellCustomer(
        tx,
        customer.id,
        { type: MessageType.Finance, note: 'Ba lần', event: 'withdrawal.paid', code: 'RT1' },
        'flaky:1',
      ),
    );
    const [row] = await runUntilSettled(customer.id);
    expect(row).toMatchObject({ status: NotificationStatus.Sent, attempts: 3 });
    expect(delivered.filter((sent) => sent.to === customer.email)).toHaveLength(1);
  });

  it('a lasting refusal fails at once; staff see it, resend it, and the audit keeps who did', async () => {
    const customer = await newCustomer(desk, { email: `refused.${Date.now()}@example.vn` });
    await t.db.transaction((tx) =>
      tellCustomer(
        tx,
        customer.id,
        {
          type: MessageType.Complaint,
          note: 'Đã trả lời',
          event: 'complaint.answered',
          code: 'KN1',
        },
        'refused:1',
      ),
    );
    const [row] = await runUntilSettled(customer.id);
    expect(row).toMatchObject({ status: NotificationStatus.Failed, attempts: 1 });
    expect(row?.error).toContain('550');

    const as = asUser(t.app, staff);
    const list = await as({
      method: 'GET',
      url: `/api/admin/notifications?customerId=${customer.id}&status=2`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = list.json<{ Items: NotificationRow[] }>().Items;
    expect(listed).toMatchObject({
      CustomerCode: customer.code,
      EventName: 'Khiếu nại đã được trả lời',
      ChannelName: 'E-mail',
      StatusName: 'Lỗi',
      Attempts: 1,
    });
    const resent = await as({ method: 'PUT', url: `/api/admin/notifications/${row?.id}/resend` });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<NotificationRow>().Status).toBe(NotificationStatus.Waiting);
    const [afterRetry] = await runUntilSettled(customer.id);
    expect(afterRetry).toMatchObject({ status: NotificationStatus.Failed, attempts: 2 });
    const [sent] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.status, NotificationStatus.Sent))
      .limit(1);
    const again = await as({ method: 'PUT', url: `/api/admin/notifications/${sent?.id}/resend` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(['Chỉ gửi lại được thông báo bị lỗi']);
    const audit = await as({
      method: 'GET',
      url: `/api/admin/audit?entity=notification&entityId=${row?.id}`,
    });
    const [entry] = audit.json<{ Items: AuditRow[] }>().Items;
    expect(entry).toMatchObject({
      Action: 'notification.resend',
      ActorEmail: 'admin@test.vn',
      Before: { Status: NotificationStatus.Failed },
    });
    expect(JSON.stringify(entry?.Before)).toContain('550');
  });

  it('answers 404 for an unknown notification and for another customer’s order timeline', async () => {
    const as = asUser(t.app, staff);
    expect(
      (await as({ method: 'PUT', url: '/api/admin/notifications/99999999/resend' })).statusCode,
    ).toBe(404);
    const owner = await fundedCustomer(desk, 30_000_000);
    const order = await orderIn(desk, owner, OrderState.Bought);
    const other = await newCustomer(desk);
    const foreign = await asUser(
      t.app,
      other.token,
    )({
      method: 'GET',
      url: `/api/order/notifications/${order.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    await runUntilSettled(owner.id);
    const own = await asUser(
      t.app,
      owner.token,
    )({
      method: 'GET',
      url: `/api/order/notifications/${order.id}`,
    });
    expect(own.statusCode, own.body).toBe(200);
    const events = own.json<{ Items: SentNotificationRow[] }>().Items.map((row) => row.Event);
    expect(events).toContain('order.bought');
  });
});

describe('the morning reminders', () => {
  it('tell goods in Vietnam that their free storage ends within two days, once', async () => {
    const customer = await fundedCustomer(desk, 30_000_000);
    const order = await orderIn(desk, customer, OrderState.InVietnamWarehouse);
    const { FreeStorageDays } = await readSettings(t.db);
    // Arrived so long ago that the free days end in a day and a half.
    const arrived = new Date(Date.now() - (FreeStorageDays - 1.5) * 24 * 3600_000);
    // The parcel's arrival: the database keeps the order's own (last_arrived_at) from it.
    await t.db
      .update(transports)
      .set({ arrivedAt: arrived })
      .where(eq(transports.orderId, order.id));
    await sendDailyReminders(t.db);
    await sendDailyReminders(t.db, new Date(Date.now() + 24 * 3600_000));
    const rows = await runUntilSettled(customer.id);
    const reminders = rows.filter((row) => row.event === 'storage.startsSoon');
    expect(reminders.map((row) => row.code)).toEqual([order.code]);
    const mail = delivered.find(
      (sent) => sent.to === customer.email && sent.subject === 'Sắp tính phí lưu kho',
    );
    expect(mail?.text).toMatch(/sẽ bắt đầu tính phí lưu kho từ \d{2}\/\d{2}\/\d{4}/);
  });

  it('tell an order waiting three days for its deposit once: the next morning does not repeat it', async () => {
    const customer = await newCustomer(desk);
    const order = await orderIn(desk, customer, OrderState.AwaitingDeposit);
    const threeDaysAndAnHourAgo = new Date(Date.now() - (3 * 24 + 1) * 3600_000);
    await t.db
      .update(orders)
      .set({ createdAt: threeDaysAndAnHourAgo })
      .where(eq(orders.id, order.id));
    await sendDailyReminders(t.db);
    await sendDailyReminders(t.db, new Date(Date.now() + 24 * 3600_000));
    const rows = await runUntilSettled(customer.id);
    expect(rows.map((row) => row.event)).toEqual(['order.awaitingPayment']);
    expect(rows[0]?.code).toBe(order.code);
  });
});

/** Tells `customerId` of a credited deposit under its own subject, in a transaction of its own. */
const tellCredited = (app: TestApp, customerId: number, n: number) =>
  app.db.transaction((tx) =>
    tellCustomer(
      tx,
      customerId,
      { type: MessageType.Finance, note: `Nạp ${n}`, event: 'deposit.credited', code: `NT${n}` },
      `servers:${customerId}:${n}`,
    ),
  );

describe('a server stopped between the commit and the delivery', () => {
  it('loses nothing: the next server to start on the database delivers it', async () => {
    const first = await createTestApp();
    try {
      const customer = await newCustomer(deskOf(first.app, await adminToken(first.app)));
      // The first server's workers are gone (killed) when the change commits.
      await first.jobs.stop();
      await tellCredited(first, customer.id, 1);

      const received: Mail[] = [];
      const silent = pino({ level: 'silent' });
      const jobs = createJobQueue({ database: first.database, log: silent, retryDelay: 1 });
      await setUpNotifications({
        db: first.db,
        config: first.deps.config,
        jobs,
        mailTransport: { sendMail: async (message) => void received.push(message) },
        log: silent,
      });
      await jobs.start();
      try {
        await jobs.drain();
      } finally {
        await jobs.stop();
      }
      expect(received.map((mail) => mail.to)).toEqual([customer.email]);
      const [row] = await first.db
        .select()
        .from(notifications)
        .where(eq(notifications.customerId, customer.id));
      expect(row).toMatchObject({ status: NotificationStatus.Sent, attempts: 1 });
      expect(first.sentMail).toHaveLength(0);
    } finally {
      await first.close();
    }
  });
});

describe.runIf(inject('databaseSource').kind === 'postgres')('two servers, one database', () => {
  let a: TestApp;
  let b: TestApp;
  const deliveries: { server: string; to: string; text: string }[] = [];
  const transportOf = (server: string) => ({
    sendMail: async (message: Mail) => void deliveries.push({ server, ...message }),
  });
  beforeAll(async () => {
    a = await createTestApp({ mailTransport: transportOf('a') });
    b = await createTestApp({ sameDatabaseAs: a, mailTransport: transportOf('b') });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('share the notifications and send none twice', async () => {
    const customer = await newCustomer(deskOf(a.app, await adminToken(a.app)));
    for (let n = 0; n < 40; n++) await tellCredited(a, customer.id, n);
    await Promise.all([a.runJobs(), b.runJobs()]);
    const mine = deliveries.filter((delivery) => delivery.to === customer.email);
    expect(mine.map((delivery) => delivery.text.split('\n')[0]).sort()).toEqual(
      Array.from({ length: 40 }, (_, n) => `Nạp ${n}`).sort(),
    );
    expect(new Set(mine.map((delivery) => delivery.server))).toEqual(new Set(['a', 'b']));
  });
});
