import { beforeAll, describe, expect, it } from 'vitest';
import { DeliveryStatus, OrderState, type AdminDeliveryRow } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  fundedCustomer,
  orderIn,
  slipOf,
  type Desk,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';
import { EXPORTED_TIME, codeKeywords, consoleListOf } from '../../test/console-lists.js';

const t = testAppForFile();
const queue = consoleListOf(t, '/api/admin/deliveries');
let desk: Desk;
let customer: JourneyCustomer;
let pendingOrder: JourneyGoods;
/** A slip waiting, for a receiver whose name a spreadsheet would take for a formula. */
let pending: { id: number; code: string };
let delivering: { id: number; code: string };
let cancelled: { id: number; code: string };

const ids = (answer: { Items: AdminDeliveryRow[] }) => answer.Items.map((slip) => slip.Id).sort();

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 20_000_000, { phone: '0987 654 321' });
  pendingOrder = await orderIn(desk, customer, OrderState.Paid);
  const { Id, Code } = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/order/createrequestdelivery',
    token: customer.token,
    body: {
      ListOrders: [pendingOrder.code],
      ReceiverName: '=HYPERLINK("http://x.example","Lan")',
      // Kept as typed without separators: the search reads it in the national form.
      ReceiverPhone: '+84 911 222 333',
      Address: '18 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      Method: 2,
      Note: 'Gọi trước khi giao',
    },
  });
  pending = { id: Id, code: Code };
  const second = await orderIn(desk, customer, OrderState.Paid);
  delivering = await slipOf(desk, customer, [second.code], DeliveryStatus.Delivering);
  const third = await orderIn(desk, customer, OrderState.Paid);
  cancelled = await slipOf(desk, customer, [third.code], DeliveryStatus.Cancelled);
}, 120_000);

describe('the delivery-slip queue (console list kit)', () => {
  it('counts each status in the same answer, and the waiting tab keeps a slip taken out', async () => {
    const all = await queue.expectCountsAgree({ keyword: customer.code });
    expect(all.Counts).toEqual([
      { Status: DeliveryStatus.Pending, Count: 1 },
      { Status: DeliveryStatus.Delivering, Count: 1 },
      { Status: DeliveryStatus.Cancelled, Count: 1 },
    ]);
    const waiting = await queue.page<AdminDeliveryRow>({
      keyword: customer.code,
      status: `${DeliveryStatus.Pending},${DeliveryStatus.Delivering}`,
    });
    expect(ids(waiting)).toEqual([pending.id, delivering.id].sort());
    expect(waiting.Total).toBe(2);
  });

  it('finds a slip by its whole code, its number with or without zeros, and a goods code', async () => {
    for (const keyword of codeKeywords(pending.code)) {
      const found = await queue.page<AdminDeliveryRow>({ keyword });
      expect(ids(found), keyword).toContain(pending.id);
    }
    const byGoods = await queue.page<AdminDeliveryRow>({ keyword: pendingOrder.code });
    expect(ids(byGoods)).toEqual([pending.id]);
    expect(byGoods.Items[0]?.Parcels).toHaveLength(1);
  });

  it("finds the customer's slips by 4 digits of the phone, and a receiver by phone or name", async () => {
    const byCustomer = await queue.page<AdminDeliveryRow>({ keyword: '6543' });
    expect(ids(byCustomer)).toEqual([pending.id, delivering.id, cancelled.id].sort());
    for (const keyword of ['2223', '0911 222 333', '+84911222333']) {
      const byReceiver = await queue.page<AdminDeliveryRow>({ keyword });
      expect(ids(byReceiver), keyword).toEqual([pending.id]);
    }
    const byName = await queue.page<AdminDeliveryRow>({ keyword: 'hyperlink' });
    expect(ids(byName)).toEqual([pending.id]);
    const nobody = await queue.page<AdminDeliveryRow>({ keyword: '5550' });
    expect(nobody).toMatchObject({ Items: [], Total: 0 });
    expect(nobody.Counts.every((row) => row.Count === 0)).toBe(true);
  });

  it('exports the filtered slips, a formula-like receiver kept as text', async () => {
    const rows = await queue.exported({ keyword: customer.code });
    expect(rows[0]).toEqual([
      'Mã phiếu',
      'Mã khách',
      'Tên khách',
      'Người nhận',
      'Số điện thoại',
      'Hình thức',
      'Địa chỉ',
      'Ghi chú',
      'Mã hàng',
      'Số kiện',
      'Cân nặng (kg)',
      'Đã trả (₫)',
      'Trạng thái',
      'Ngày tạo',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([pending.code, delivering.code, cancelled.code].sort());
    const slip = rows.find((row) => row[0] === pending.code)!;
    expect(slip.slice(3, 13)).toEqual([
      `'=HYPERLINK("http://x.example","Lan")`,
      // A leading + is a formula's start too (lib/console-list.ts neutralised).
      "'+84911222333",
      'Giao tận nơi',
      '18 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      'Gọi trước khi giao',
      pendingOrder.code,
      '1',
      '1.2',
      expect.stringMatching(/^\d+$/),
      'Chờ xử lý',
    ]);
    expect(slip[13]).toMatch(EXPORTED_TIME);
    const one = { keyword: customer.code, status: String(DeliveryStatus.Delivering) };
    expect(await queue.exportedColumn(one)).toEqual([delivering.code]);
  });

  it('refuses an unknown format or status list with a sentence', async () => {
    await queue.expectRefusals(['0,x', '4', '0,,1']);
  });

  it('keeps customers out', async () => {
    await queue.expectStaffOnly();
  });
});
