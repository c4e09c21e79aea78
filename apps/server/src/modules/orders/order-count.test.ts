import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ComplaintStatus,
  ComplaintType,
  messages,
  OrderState,
  type AdminComplaintRow,
  type ComplaintRow,
  type ConsoleListAnswer,
  type MessageRow,
  type OrderDetail,
} from '@app/shared';
import { auditLog } from '../../db/schema.js';
import { testAppForFile } from '../../test/file-app.js';
import {
  fundedCustomer,
  orderIn,
  type Desk,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';

/**
 * Kiểm đếm (DESIGN §11): staff count an order that chose the service; a shortfall tells the
 * customer and prepares a "Thiếu hàng" complaint they send or set aside; staff see it only once sent.
 */

const t = testAppForFile();
let desk: Desk;
let customer: JourneyCustomer;
let other: JourneyCustomer;

/** Two items: 2 coats at ¥50 and 3 hats at ¥20, the counting service chosen. */
const counted = (state: OrderState = OrderState.InChinaWarehouse, isInspection = true) =>
  orderIn(desk, customer, state, 'Shop kiểm đếm', {
    isInspection,
    items: [
      { ProductName: 'Áo gió', PriceCNY: 50, Quantity: 2, Properties: 'Màu: Đỏ' },
      { ProductName: 'Mũ len', PriceCNY: 20, Quantity: 3 },
    ],
  });

const detailOf = async (order: JourneyGoods) => {
  const response = await t.as(customer)({ url: `/api/order/getorderdetails/${order.id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
};

/** The count of [coats, hats] received, with optional notes. */
async function count(
  order: JourneyGoods,
  received: [number, number],
  notes: [string, string] = ['', ''],
) {
  const detail = await detailOf(order);
  return t.asAdmin({
    method: 'PUT',
    url: `/api/admin/orders/${order.id}/count`,
    payload: {
      Items: detail.Items.map((item, index) => ({
        Id: item.Id,
        QuantityReceived: received[index],
        Note: notes[index],
      })),
    },
  });
}

const complaintsOf = async (order: JourneyGoods) => (await detailOf(order)).Complaints;
const messagesOf = async (who: JourneyCustomer) =>
  (await t.as(who)({ url: '/api/customer/getmessages?take=100' })).json<{ Items: MessageRow[] }>()
    .Items;
const answer = (who: JourneyCustomer, id: number, verb: 'accept' | 'dismiss') =>
  t.as(who)({ method: 'PUT', url: `/api/order/${verb}complain/${id}` });
const queue = async (status = '') =>
  (await t.asAdmin({ url: `/api/admin/complaints?take=100&status=${status}` })).json<
    ConsoleListAnswer<AdminComplaintRow>
  >();

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 20_000_000);
  other = await fundedCustomer(desk, 1_000_000);
}, 120_000);

describe('counting an order', () => {
  it('records the figures, the time and an audit row; nothing missing, no complaint', async () => {
    const order = await counted();
    const response = await count(order, [2, 3], ['', 'Hộp móp']);
    expect(response.statusCode, response.body).toBe(200);
    const detail = await detailOf(order);
    expect(detail.Items.map((item) => [item.QuantityReceived, item.CountNote])).toEqual([
      [2, ''],
      [3, 'Hộp móp'],
    ]);
    expect(detail.CountedDate).not.toBeNull();
    expect(detail.Complaints).toEqual([]);
    expect((await messagesOf(customer))[0]?.Note).toBe(
      `Kho đã kiểm đếm đơn hàng ${order.code}: đủ hàng.`,
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.count'), eq(auditLog.entityId, order.code)));
    expect(audit?.after).toMatchObject({
      Items: [
        { QuantityReceived: 2, Note: '' },
        { QuantityReceived: 3, Note: 'Hộp móp' },
      ],
    });
    expect(audit?.before).toMatchObject({ CountedDate: null });
  });

  it('prepares a complaint on a shortfall, tells the customer, and hides it from staff', async () => {
    const order = await counted(OrderState.InVietnamWarehouse);
    expect((await count(order, [1, 3], ['Thiếu 1 áo', ''])).statusCode).toBe(200);
    const detail = await detailOf(order);
    expect(detail.Rate).toBe(3650);
    const [proposed, ...more] = detail.Complaints;
    expect(more).toEqual([]);
    // 1 coat × ¥50 × 3.650 = 182.500 ₫.
    expect(proposed).toMatchObject({
      Type: ComplaintType.Missing,
      Status: ComplaintStatus.Proposed,
      StatusName: 'Chờ bạn xác nhận',
      RequestAmount: 182_500,
    });
    expect(proposed?.Content).toContain('Áo gió (Màu: Đỏ): thiếu 1 (cần 2, kho đếm được 1)');
    expect(proposed?.Content).toContain('Ghi chú của kho: Thiếu 1 áo');
    expect(proposed?.Content).not.toContain('Mũ len');
    expect((await messagesOf(customer))[0]?.Note).toContain(
      `Kho kiểm đếm đơn hàng ${order.code} thiếu hàng: Áo gió (Màu: Đỏ) thiếu 1.`,
    );
    const all = await queue();
    expect(all.Items.some((row) => row.Id === proposed?.Id)).toBe(false);
    expect(all.Counts.some((row) => row.Status === ComplaintStatus.Proposed)).toBe(false);
    const mine = await t.as(customer)({ url: '/api/order/getcomplains?status=4' });
    expect(mine.json<{ Items: ComplaintRow[] }>().Items).toEqual([
      expect.objectContaining({ Id: proposed?.Id, StatusName: 'Chờ bạn xác nhận' }),
    ]);

    // The customer sends it in one click: staff now see it waiting.
    const accepted = await answer(customer, proposed!.Id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ComplaintRow>()).toMatchObject({
      Status: ComplaintStatus.Pending,
      StatusName: 'Chờ xử lý',
    });
    const waiting = await queue(`${ComplaintStatus.Pending},${ComplaintStatus.Processing}`);
    expect(waiting.Items.some((row) => row.Id === proposed?.Id)).toBe(true);
    // Sent once: a second answer is refused with a sentence.
    const again = await answer(customer, proposed!.Id, 'dismiss');
    expect(again.statusCode).toBe(400);
    expect(again.json<string[]>()[0]).toContain('Chờ xử lý');
    // The same shortfall counted again is not proposed a second time.
    expect((await count(order, [1, 3])).statusCode).toBe(200);
    expect((await complaintsOf(order)).length).toBe(1);
  });

  it('updates the waiting proposal on a recount, withdraws it when complete, proposes anew', async () => {
    const order = await counted();
    await count(order, [1, 3]);
    // 2 coats × ¥50 + 1 hat × ¥20 = ¥120 × 3.650 = 438.000 ₫, still one proposal.
    expect((await count(order, [0, 2])).statusCode).toBe(200);
    let complaints = await complaintsOf(order);
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toMatchObject({
      Status: ComplaintStatus.Proposed,
      RequestAmount: 438_000,
    });
    expect(complaints[0]?.Content).toContain('Mũ len: thiếu 1 (cần 3, kho đếm được 2)');

    expect((await count(order, [2, 3])).statusCode).toBe(200);
    complaints = await complaintsOf(order);
    expect(complaints).toEqual([
      expect.objectContaining({ Status: ComplaintStatus.Dismissed, StatusName: 'Đã bỏ qua' }),
    ]);
    const [withdrawn] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'complaint.dismiss'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(withdrawn?.entityId).toBe(complaints[0]?.Code);

    expect((await count(order, [2, 2])).statusCode).toBe(200);
    complaints = await complaintsOf(order);
    expect(complaints.map((row) => row.Status)).toEqual([
      ComplaintStatus.Dismissed,
      ComplaintStatus.Proposed,
    ]);
    expect(complaints[1]?.RequestAmount).toBe(73_000);
  });

  it('lets the customer set a proposal aside, and nobody else answer it', async () => {
    const order = await counted(OrderState.InTransit);
    await count(order, [2, 1]);
    const [proposed] = await complaintsOf(order);
    expect((await answer(other, proposed!.Id, 'accept')).statusCode).toBe(404);
    expect((await answer(other, proposed!.Id, 'dismiss')).statusCode).toBe(404);
    const dismissed = await answer(customer, proposed!.Id, 'dismiss');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json<ComplaintRow>()).toMatchObject({
      Status: ComplaintStatus.Dismissed,
      StatusName: 'Đã bỏ qua',
    });
    expect((await queue()).Items.some((row) => row.Id === proposed?.Id)).toBe(false);
    expect((await answer(customer, proposed!.Id, 'accept')).statusCode).toBe(400);
  });
});

describe('a count refused', () => {
  it('on an order without the counting service, with a sentence', async () => {
    const order = await counted(OrderState.InChinaWarehouse, false);
    const response = await count(order, [2, 3]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([`Đơn hàng ${order.code} không chọn dịch vụ kiểm đếm.`]);
  });

  it('before the goods reach a warehouse', async () => {
    const order = await counted(OrderState.ShopShipped);
    const response = await count(order, [2, 3]);
    expect(response.statusCode).toBe(400);
    expect(response.json<string[]>()[0]).toContain('Shop đã phát hàng');
  });

  it('without every item of the order once, or with figures out of range', async () => {
    const order = await counted();
    const foreign = await counted();
    const [coat, hat] = (await detailOf(order)).Items;
    const [foreignCoat] = (await detailOf(foreign)).Items;
    const put = (Items: unknown[]) =>
      t.asAdmin({ method: 'PUT', url: `/api/admin/orders/${order.id}/count`, payload: { Items } });
    const line = (Id: number | undefined, QuantityReceived: unknown) => ({
      Id,
      QuantityReceived,
      Note: '',
    });
    const cases: [unknown[], string][] = [
      [[line(coat?.Id, 2)], messages.itemsMismatch],
      [[line(coat?.Id, 2), line(foreignCoat?.Id, 3)], messages.itemsMismatch],
      [[line(coat?.Id, 2), line(coat?.Id, 2), line(hat?.Id, 3)], messages.itemsMismatch],
      [[line(coat?.Id, -1), line(hat?.Id, 3)], messages.quantityReceivedInvalid],
      [[line(coat?.Id, 1.5), line(hat?.Id, 3)], messages.quantityReceivedInvalid],
      [[line(coat?.Id, 100_001), line(hat?.Id, 3)], messages.quantityReceivedInvalid],
    ];
    for (const [items, message] of cases) {
      const response = await put(items);
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      const body = response.json<Record<string, string[]>>();
      expect(Array.isArray(body), response.body).toBe(false);
      expect(Object.values(body).flat()).toContain(message);
    }
    expect((await detailOf(order)).CountedDate).toBeNull();
    expect((await detailOf(foreign)).Items[0]?.QuantityReceived).toBeNull();
  });
});
