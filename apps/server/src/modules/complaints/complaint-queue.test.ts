import { beforeAll, describe, expect, it } from 'vitest';
import { ComplaintStatus, OrderState, type AdminComplaintRow } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  fundedCustomer,
  orderIn,
  type Desk,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';
import { EXPORTED_TIME, codeKeywords, consoleListOf } from '../../test/console-lists.js';

const t = testAppForFile();
const queue = consoleListOf(t, '/api/admin/complaints');
let desk: Desk;
let customer: JourneyCustomer;
let first: JourneyGoods;
let second: JourneyGoods;
/** Waiting, its content a formula to a spreadsheet. */
let pending: { Id: number; Code: string };
let taken: { Id: number; Code: string };
let resolved: { Id: number; Code: string };

const ids = (answer: { Items: AdminComplaintRow[] }) => answer.Items.map((row) => row.Id).sort();

const complain = (order: JourneyGoods, Content: string) =>
  desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/order/addComplain',
    token: customer.token,
    body: { OrderId: order.id, Type: 1, Content, RequestAmount: 30_000 },
  });
const move = (id: number, action: string, body?: unknown) =>
  desk.call({
    method: 'PUT',
    url: `/api/admin/complaints/${id}/${action}`,
    token: desk.staff,
    body,
  });

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 20_000_000, { phone: '0976 543 210' });
  first = await orderIn(desk, customer, OrderState.InVietnamWarehouse);
  second = await orderIn(desk, customer, OrderState.InVietnamWarehouse);
  pending = await complain(first, '=1+2 thiếu hàng');
  taken = await complain(first, 'Sai màu áo');
  await move(taken.Id, 'take');
  resolved = await complain(second, 'Áo bị rách');
  await move(resolved.Id, 'resolve', { Response: 'Hoàn tiền áo rách', RefundAmount: 25_000 });
}, 120_000);

describe('the complaints queue (console list kit)', () => {
  it('counts each status in the same answer, and taking a complaint keeps it in the waiting tab', async () => {
    const all = await queue.expectCountsAgree({ keyword: customer.code });
    expect(all.Counts).toEqual([
      { Status: ComplaintStatus.Pending, Count: 1 },
      { Status: ComplaintStatus.Processing, Count: 1 },
      { Status: ComplaintStatus.Resolved, Count: 1 },
    ]);
    const waiting = await queue.page<AdminComplaintRow>({
      keyword: customer.code,
      status: `${ComplaintStatus.Pending},${ComplaintStatus.Processing}`,
    });
    expect(ids(waiting)).toEqual([pending.Id, taken.Id].sort());
    expect(waiting.Total).toBe(2);
  });

  it('finds a complaint by its code or number, and by its order code or number', async () => {
    for (const keyword of codeKeywords(pending.Code)) {
      const found = await queue.page<AdminComplaintRow>({ keyword });
      expect(ids(found), keyword).toContain(pending.Id);
    }
    const byOrder = await queue.page<AdminComplaintRow>({ keyword: second.code });
    expect(ids(byOrder)).toEqual([resolved.Id]);
    const byOrderNumber = await queue.page<AdminComplaintRow>({
      keyword: second.code.slice(2),
    });
    expect(ids(byOrderNumber)).toContain(resolved.Id);
    expect(byOrder.Items[0]).toMatchObject({ OrderCode: second.code, CustomerCode: customer.code });
  });

  it("finds a customer's complaints by 4 digits of the phone", async () => {
    const byPhone = await queue.page<AdminComplaintRow>({ keyword: '5432' });
    expect(ids(byPhone)).toEqual([pending.Id, taken.Id, resolved.Id].sort());
    const nobody = await queue.page<AdminComplaintRow>({ keyword: '5550' });
    expect(nobody).toMatchObject({ Items: [], Total: 0 });
    expect(nobody.Counts.every((row) => row.Count === 0)).toBe(true);
  });

  it('exports the filtered complaints, a formula-like content kept as text', async () => {
    const rows = await queue.exported({ keyword: customer.code });
    expect(rows[0]).toEqual([
      'Mã khiếu nại',
      'Mã đơn',
      'Mã khách',
      'Lý do',
      'Nội dung',
      'Đề nghị hoàn (₫)',
      'Phản hồi',
      'Đã hoàn (₫)',
      'Trạng thái',
      'Ngày gửi',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([pending.Code, taken.Code, resolved.Code].sort());
    const waiting = rows.find((row) => row[0] === pending.Code)!;
    expect(waiting.slice(1, 9)).toEqual([
      first.code,
      customer.code,
      'Thiếu hàng',
      "'=1+2 thiếu hàng",
      '30000',
      '',
      '0',
      'Chờ xử lý',
    ]);
    const answered = rows.find((row) => row[0] === resolved.Code)!;
    expect(answered.slice(6, 9)).toEqual(['Hoàn tiền áo rách', '25000', 'Đã giải quyết']);
    expect(answered[9]).toMatch(EXPORTED_TIME);
    const one = { keyword: customer.code, status: String(ComplaintStatus.Processing) };
    expect(await queue.exportedColumn(one)).toEqual([taken.Code]);
  });

  it('refuses an unknown format or status list with a sentence', async () => {
    await queue.expectRefusals(['0,x', '4', '0,,1']);
  });

  it('keeps customers out', async () => {
    await queue.expectStaffOnly();
  });
});
