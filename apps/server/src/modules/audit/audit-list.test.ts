import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuditKind,
  OrderState,
  auditEntityNames,
  auditKindEntities,
  type AuditRow,
} from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  deskOf,
  fundedCustomer,
  orderIn,
  staffMember,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';
import { EXPORTED_TIME, codeKeywords, consoleListOf } from '../../test/console-lists.js';

const t = testAppForFile();
const log = consoleListOf(t, '/api/admin/audit', 'kind');
let clerk: Awaited<ReturnType<typeof staffMember>>;
let clerkCode: string;
let customer: JourneyCustomer;
let order: JourneyGoods;

beforeAll(async () => {
  // One staff member's actions, one of each kind: the keyword of their email keeps them apart.
  clerk = await staffMember(t.journeys());
  clerkCode = `NV${String(clerk.id).padStart(6, '0')}`;
  const desk = deskOf(t.app, clerk.token);
  customer = await fundedCustomer(desk, 5_000_000);
  order = await orderIn(desk, customer, OrderState.Buying);
  const as = t.as(clerk.token);
  const adjusted = await as({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/adjust`,
    payload: { Amount: -20_000, Reason: '=SUM(A1:A9) phí kiểm hàng' },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const locked = await as({
    method: 'PUT',
    url: `/api/admin/customers/${customer.id}/lock`,
    payload: { Locked: true },
  });
  expect(locked.statusCode, locked.body).toBe(200);
});

const actions = (answer: { Items: AuditRow[] }) => answer.Items.map((row) => row.Action);

describe('the audit log (console list kit)', () => {
  it('counts each kind of record in the same answer; a balance adjustment is money', async () => {
    const all = await log.expectCountsAgree({ keyword: clerk.email });
    expect(all.Counts).toEqual([
      { Status: AuditKind.Orders, Count: 1 },
      { Status: AuditKind.Money, Count: 2 },
      { Status: AuditKind.People, Count: 1 },
    ]);
    const money = await log.page<AuditRow>({
      keyword: clerk.email,
      kind: String(AuditKind.Money),
    });
    expect(actions(money)).toEqual(['wallet.adjust', 'deposit.approve']);
    // The entity filter still narrows, and the counts follow it.
    const orders = await log.page<AuditRow>({ keyword: clerk.email, entity: 'order' });
    expect(orders.Counts).toEqual([{ Status: AuditKind.Orders, Count: 1 }]);
    const byId = await log.page<AuditRow>({ entity: 'order', entityId: order.code });
    expect(actions(byId)).toEqual(['order.start-buying']);
  });

  it('finds the rows of a record by its code or bare number, and those of a staff member', async () => {
    for (const keyword of codeKeywords(order.code)) {
      const found = await log.page<AuditRow>({ keyword });
      expect(
        found.Items.filter((row) => row.Entity === 'order').map((row) => row.EntityId),
        keyword,
      ).toEqual([order.code]);
    }
    const ofCustomer = await log.page<AuditRow>({ keyword: customer.code });
    expect(actions(ofCustomer)).toEqual(['customer.lock', 'wallet.adjust']);
    // By name words without diacritics, or by their code: what they did, and what was done to them.
    const byName = await log.page<AuditRow>({ keyword: 'nhan vien thu' });
    expect(byName.Total).toBe(4);
    const byCode = await log.page<AuditRow>({ keyword: clerkCode });
    expect(actions(byCode)).toEqual([...actions(byName), 'staff.create']);
    expect((await log.page({ keyword: 'khong ai ten nay' })).Total).toBe(0);
  });

  it('exports the filtered rows as sentences, before and after as text', async () => {
    const rows = await log.exported({ keyword: clerk.email });
    expect(rows[0]).toEqual(['Thời gian', 'Nhân viên', 'Thao tác', 'Đối tượng', 'Trước', 'Sau']);
    expect(rows).toHaveLength(5);
    const [, lock, adjust] = rows;
    expect(lock).toEqual([
      expect.stringMatching(EXPORTED_TIME),
      clerk.email,
      `khóa tài khoản khách hàng ${customer.code}`,
      `khách hàng ${customer.code}`,
      expect.stringContaining('Đang hoạt động'),
      expect.stringContaining('Đã khóa'),
    ]);
    // A reason typed like a formula stays inside its labelled line: no cell starts with it.
    expect(adjust?.[5]).toContain('=SUM(A1:A9) phí kiểm hàng');
    expect(adjust?.[5]).not.toMatch(/^=/);
    const one = { keyword: clerk.email, kind: String(AuditKind.People) };
    expect(await log.exportedColumn(one, 2)).toEqual([lock?.[2]]);
  });

  it('puts every entity the server writes rows on in a kind, not in Khác', () => {
    const grouped = Object.values(auditKindEntities).flat();
    expect(grouped.toSorted()).toEqual(Object.keys(auditEntityNames).toSorted());
  });

  it('refuses an unknown format or kind with a sentence', async () => {
    await log.expectRefusals(['7', '1,x']);
  });

  it('keeps customers out', async () => {
    await log.expectStaffOnly();
  });
});
