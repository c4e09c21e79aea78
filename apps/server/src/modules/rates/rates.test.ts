import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillMessage,
  messages as text,
  RateKind,
  RateStatus,
  type OrderDetail,
  type RateListAnswer,
  type RateRow,
  type SettingDefaultAnswer,
} from '@app/shared';
import { auditLog } from '../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { adminToken } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startVcbFeedStandIn, vcbFeed, type VcbFeedStandIn } from '../../test/vcb-feed-stand-in.js';

let feed: VcbFeedStandIn;
let t: TestApp;
let admin: ReturnType<typeof asUser>;

beforeAll(async () => {
  feed = await startVcbFeedStandIn();
  t = await createTestApp({ env: { VCB_RATE_URL: feed.url } });
  admin = asUser(t.app, await adminToken(t.app));
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

const rates = async (query: Record<string, string> = {}) => {
  const response = await admin({ url: '/api/admin/rates', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RateListAnswer>();
};
const propose = () => admin({ method: 'POST', url: '/api/admin/rates/propose' });
const approve = (id: number, payload: object = {}) =>
  admin({ method: 'PUT', url: `/api/admin/rates/${id}/approve`, payload });
const setAside = (id: number) => admin({ method: 'PUT', url: `/api/admin/rates/${id}/setaside` });
const setRate = (payload: object) => admin({ method: 'POST', url: '/api/admin/rates', payload });
const saveSettings = (payload: object) =>
  admin({ method: 'PUT', url: '/api/admin/settings', payload });

/** A proposal read from the stand-in feed now. */
async function proposal(): Promise<RateRow> {
  const response = await propose();
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RateRow>();
}

/** A staff rate, refused unless it is taken. */
async function staffRate(payload: { Kind: number; Rate: number; EffectiveFrom?: string }) {
  const response = await setRate(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RateRow>();
}

/** An order the customer makes now, and the rate it locked. */
async function orderRate(customer: TestCustomer): Promise<{ id: number; rate: number }> {
  const made = await asUser(
    t.app,
    customer.token,
  )({
    method: 'POST',
    url: '/api/order/createorder',
    payload: {
      ShopName: 'Shop Tỷ Giá',
      ShopLink: '',
      Site: 'taobao',
      Note: '',
      IsInspection: false,
      IsWoodenCrate: false,
      Items: [{ ProductName: 'Cốc sứ', PriceCNY: 10, Quantity: 1 }],
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { Id } = made.json<{ Id: number }>();
  return { id: Id, rate: await lockedRate(customer, Id) };
}

const lockedRate = async (customer: TestCustomer, id: number) =>
  (
    await asUser(t.app, customer.token)({ url: `/api/order/getorderdetails/${id}` })
  ).json<OrderDetail>().Rate;

const portalRate = async (customer: TestCustomer) =>
  (await asUser(t.app, customer.token)({ url: '/api/order/getdashboard' })).json<{
    CurrentRate: number;
  }>().CurrentRate;

const auditOf = (id: number) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

/** Leaves no proposal waiting, whatever the tests before left. */
async function noProposalWaiting() {
  const waiting = (await rates()).Proposal;
  if (waiting) expect((await setAside(waiting.Id)).statusCode).toBe(200);
}

describe('the rate before any is set', () => {
  it('is the settings rate of an existing installation, and no buying rate', async () => {
    const answer = await rates();
    expect(answer).toEqual({
      Items: [],
      Total: 0,
      CurrentSelling: 3650,
      CurrentBuying: null,
      Proposal: null,
    });
  });
});

describe('the morning proposal, approved', () => {
  it('prices new orders at the new rate while an order made before keeps its own', async () => {
    const margin = await saveSettings({ RateMargin: 50 });
    expect(margin.statusCode, margin.body).toBe(200);
    const customer = await createCustomer(t.app);
    const before = await orderRate(customer);
    expect(before.rate).toBe(3650);

    const proposed = await proposal();
    expect(proposed).toMatchObject({
      Kind: RateKind.Selling,
      KindName: 'Tỷ giá bán',
      // Vietcombank's transfer rate 3.555,71 plus the margin of 50 đồng.
      Rate: 3605.71,
      Source: 'vcb',
      Status: RateStatus.Proposed,
      StatusName: 'Đề xuất',
      // The seeded admin, who asked for it (the morning job's has none).
      CreatedBy: 'Quản trị viên',
      ApprovedBy: null,
    });
    // Waiting, it changes nothing yet.
    expect(await rates()).toMatchObject({ CurrentSelling: 3650, Proposal: { Id: proposed.Id } });
    expect(await portalRate(customer)).toBe(3650);

    const approvedAt = Date.now();
    const approved = await approve(proposed.Id);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = approved.json<RateRow>();
    expect(row).toMatchObject({ Status: RateStatus.Applied, StatusName: 'Áp dụng' });
    expect(row.ApprovedBy).toBe(proposed.CreatedBy);
    expect(Date.parse(row.EffectiveFrom)).toBeGreaterThanOrEqual(approvedAt - 1000);
    expect(Date.parse(row.EffectiveFrom)).toBeLessThanOrEqual(Date.now());

    const after = await orderRate(customer);
    expect(after.rate).toBe(3605.71);
    expect(await lockedRate(customer, before.id)).toBe(3650);
    // Every place customers read the rate, at once (cached settings are dropped).
    expect(await portalRate(customer)).toBe(3605.71);
    const defaults = (
      await asUser(t.app, customer.token)({ url: '/api/customer/getsettingdefault' })
    ).json<SettingDefaultAnswer>();
    expect(defaults.Settings.CurrentRate).toBe(3605.71);
    // The margin is the business's: customers see the rate, not how it is made.
    expect(defaults.Settings).not.toHaveProperty('RateMargin');
    const prices = (await t.app.inject({ url: '/api/account/getprices' })).json<{
      CurrentRate: number;
    }>();
    expect(prices.CurrentRate).toBe(3605.71);
    expect(await rates()).toMatchObject({ CurrentSelling: 3605.71, Proposal: null });

    expect(await auditOf(proposed.Id)).toEqual([
      {
        action: 'rate.propose',
        before: null,
        after: { Rate: 3605.71, TransferRate: 3555.71, RateMargin: 50, SetAside: [] },
      },
      {
        action: 'rate.approve',
        before: { Status: RateStatus.Proposed },
        after: { Status: RateStatus.Applied, EffectiveFrom: row.EffectiveFrom },
      },
    ]);
  });

  it('applies from a later time staff give, and not before', async () => {
    const customer = await createCustomer(t.app);
    const before = await portalRate(customer);
    const proposed = await proposal();
    const later = new Date(Date.now() + 1500).toISOString();
    const approved = await approve(proposed.Id, { EffectiveFrom: later });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RateRow>().EffectiveFrom).toBe(later);
    // A new reading of the same feed: the proposal is the rate the next order would lock.
    expect(approved.json<RateRow>().Rate).toBe(3605.71);
    feed.answer({ transfer: '3,560.00' });
    const next = await proposal();
    expect(next.Rate).toBe(3610);
    expect((await approve(next.Id, { EffectiveFrom: later })).statusCode).toBe(200);
    feed.answer();
    expect(await portalRate(customer)).toBe(before);
    expect((await orderRate(customer)).rate).toBe(before);
    await waitUntil(Date.parse(later));
    // Of two rates from the same moment, the one applied last.
    expect(await portalRate(customer)).toBe(3610);
    expect((await orderRate(customer)).rate).toBe(3610);
  });

  it('applies two approvals of one proposal at once only once', async () => {
    const proposed = await proposal();
    const answers = await Promise.all([approve(proposed.Id), approve(proposed.Id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toEqual([text.rateNotProposed]);
    const approvals = (await auditOf(proposed.Id)).filter((row) => row.action === 'rate.approve');
    expect(approvals).toHaveLength(1);
  });
});

describe('a proposal set aside', () => {
  it('changes no price and can no longer be approved', async () => {
    const current = (await rates()).CurrentSelling;
    feed.answer({ transfer: '3,999.00' });
    const proposed = await proposal();
    feed.answer();
    const aside = await setAside(proposed.Id);
    expect(aside.statusCode, aside.body).toBe(200);
    expect(aside.json<RateRow>()).toMatchObject({
      Status: RateStatus.SetAside,
      StatusName: 'Bỏ qua',
    });
    expect(await rates()).toMatchObject({ CurrentSelling: current, Proposal: null });
    expect((await approve(proposed.Id)).json()).toEqual([text.rateNotProposed]);
    expect((await setAside(proposed.Id)).json()).toEqual([text.rateNotProposed]);
    expect((await auditOf(proposed.Id)).map((row) => row.action)).toEqual([
      'rate.propose',
      'rate.setaside',
    ]);
  });

  it('is what a newer reading does to the proposal still waiting', async () => {
    const first = await proposal();
    const second = await proposal();
    const answer = await rates();
    expect(answer.Proposal?.Id).toBe(second.Id);
    expect(answer.Items.find((row) => row.Id === first.Id)?.Status).toBe(RateStatus.SetAside);
    expect((await auditOf(second.Id))[0]?.after).toMatchObject({ SetAside: [first.Id] });
    expect((await setAside(second.Id)).statusCode).toBe(200);
  });
});

describe('staff set a rate', () => {
  it('applies it from now or a later time, the buying rate too, and audits it', async () => {
    const buying = await staffRate({ Kind: RateKind.Buying, Rate: 3580.5 });
    expect(buying).toMatchObject({
      Kind: RateKind.Buying,
      KindName: 'Tỷ giá mua',
      Rate: 3580.5,
      Source: 'staff',
      Status: RateStatus.Applied,
      ApprovedBy: null,
    });
    expect(await rates()).toMatchObject({ CurrentBuying: 3580.5 });
    // The buying rate is the business's own: the customers' rate does not move.
    const customer = await createCustomer(t.app);
    expect(await portalRate(customer)).toBe((await rates()).CurrentSelling);

    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const later = await staffRate({ Kind: RateKind.Selling, Rate: 3700, EffectiveFrom: soon });
    expect(later.EffectiveFrom).toBe(soon);
    expect((await rates()).CurrentSelling).not.toBe(3700);
    expect(await auditOf(later.Id)).toEqual([
      {
        action: 'rate.create',
        before: null,
        after: { Kind: 'Tỷ giá bán', Rate: 3700, EffectiveFrom: soon, Source: 'staff' },
      },
    ]);
    // A time the form filled in a few seconds ago is now.
    const justNow = await staffRate({
      Kind: RateKind.Selling,
      Rate: 3620,
      EffectiveFrom: new Date(Date.now() - 5_000).toISOString(),
    });
    expect(Date.parse(justNow.EffectiveFrom)).toBeGreaterThan(Date.now() - 5_000);
    expect(await portalRate(customer)).toBe(3620);
  });

  it('refuses what is not a rate, a kind or a time, in Vietnamese', async () => {
    const refusals: Array<[object, Record<string, string[]>]> = [
      [
        {
          Kind: RateKind.Selling,
          Rate: 3650,
          EffectiveFrom: new Date(Date.now() - 5 * 60_000).toISOString(),
        },
        { EffectiveFrom: [text.rateEffectivePast] },
      ],
      [{ Kind: 3, Rate: 3650 }, { Kind: [text.rateKindInvalid] }],
      [{ Kind: RateKind.Selling, Rate: 0 }, { Rate: [text.rateInvalid] }],
      [{ Kind: RateKind.Selling, Rate: 3650.125 }, { Rate: [text.rateInvalid] }],
      [{ Kind: RateKind.Selling, Rate: '3.650' }, { Rate: [text.rateInvalid] }],
      [
        { Kind: RateKind.Selling, Rate: 3650, EffectiveFrom: '27/11/2026 07:00' },
        { EffectiveFrom: [text.rateEffectiveInvalid] },
      ],
    ];
    const count = (await rates()).Total;
    for (const [payload, body] of refusals) {
      const refused = await setRate(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual(body);
    }
    expect((await rates()).Total).toBe(count);
  });

  it('refuses to approve or set aside what is not a proposal, and what does not exist', async () => {
    const applied = await staffRate({ Kind: RateKind.Buying, Rate: 3590 });
    expect((await approve(applied.Id)).json()).toEqual([text.rateNotProposed]);
    expect((await setAside(applied.Id)).json()).toEqual([text.rateNotProposed]);
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await setAside(999_999)).statusCode).toBe(404);
    const proposed = await proposal();
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    expect((await approve(proposed.Id, { EffectiveFrom: past })).json()).toEqual({
      EffectiveFrom: [text.rateEffectivePast],
    });
    // Still waiting: a refusal changes nothing.
    expect((await rates()).Proposal?.Id).toBe(proposed.Id);
    // No body at all is an approval from now.
    const bare = await admin({ method: 'PUT', url: `/api/admin/rates/${proposed.Id}/approve` });
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('from the settings editor: a changed CurrentRate is a staff selling rate from now', async () => {
    const saved = await saveSettings({ CurrentRate: 3633 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ CurrentRate: number }>().CurrentRate).toBe(3633);
    const [newest] = (await rates()).Items;
    expect(newest).toMatchObject({
      Kind: RateKind.Selling,
      Rate: 3633,
      Source: 'staff',
      Status: RateStatus.Applied,
    });
    // The same rate again sets none.
    const total = (await rates()).Total;
    expect((await saveSettings({ CurrentRate: 3633 })).statusCode).toBe(200);
    expect((await rates()).Total).toBe(total);
  });
});

describe('the feed', () => {
  it('refuses with the reason when it cannot be read, and records nothing', async () => {
    const total = (await rates()).Total;
    const unreadable = (reason: string) => [fillMessage(text.rateFeedUnreadable, { reason })];
    const cases: Array<[Parameters<VcbFeedStandIn['answer']>[0], string]> = [
      [{ status: 503, body: 'Service Unavailable' }, 'máy chủ trả lời HTTP 503'],
      [{ transfer: '-' }, 'tỷ giá chuyển khoản CNY là "-"'],
      [{ body: '<html><body>Bảo trì</body></html>' }, 'nội dung không phải danh sách tỷ giá'],
      [{ body: vcbFeed('3,555.71').replace('CNY', 'CNH') }, 'không có dòng tỷ giá CNY'],
      [{ body: vcbFeed('3,555.71') + ' '.repeat(1024 * 1024) }, 'nội dung lớn hơn 1 MB'],
    ];
    for (const [answer, reason] of cases) {
      feed.answer(answer);
      const refused = await propose();
      expect(refused.statusCode, reason).toBe(400);
      expect(refused.json()).toEqual(unreadable(reason));
    }
    feed.answer();
    expect((await rates()).Total).toBe(total);
  });

  it('is refused as off where VCB_RATE_URL is not set', async () => {
    const off = await createTestApp();
    try {
      const asAdmin = asUser(off.app, await adminToken(off.app));
      const refused = await asAdmin({ method: 'POST', url: '/api/admin/rates/propose' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([text.rateFeedOff]);
    } finally {
      await off.close();
    }
  });
});

describe('the history', () => {
  it('lists newest first, a page at a time, of one kind or both', async () => {
    await noProposalWaiting();
    const all = await rates({ take: '100' });
    expect(all.Total).toBe(all.Items.length);
    const created = all.Items.map((row) => [Date.parse(row.CreatedDate), row.Id] as const);
    const sorted = created.toSorted((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(created).toEqual(sorted);
    const second = await rates({ skip: '2', take: '3' });
    expect(second.Total).toBe(all.Total);
    expect(second.Items.map((row) => row.Id)).toEqual(all.Items.slice(2, 5).map((row) => row.Id));
    const buying = await rates({ kind: String(RateKind.Buying) });
    expect(buying.Items.length).toBeGreaterThan(0);
    expect(buying.Items.every((row) => row.Kind === RateKind.Buying)).toBe(true);
    expect(buying.Total).toBe(all.Items.filter((row) => row.Kind === RateKind.Buying).length);
    const wrong = await admin({ url: '/api/admin/rates', query: { kind: '9' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.values(wrong.json<Record<string, string[]>>()).flat()).toContain(
      text.rateKindInvalid,
    );
  });

  it('is kept from customers', async () => {
    const customer = await createCustomer(t.app);
    const refused = await asUser(t.app, customer.token)({ url: '/api/admin/rates' });
    expect(refused.statusCode).toBe(403);
  });
});

/** Waits until the clock has passed `at` (ms), plus a little. */
async function waitUntil(at: number) {
  const wait = at - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
