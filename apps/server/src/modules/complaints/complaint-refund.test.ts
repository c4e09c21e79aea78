import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ComplaintStatus,
  FeeKind,
  MessageType,
  OrderState,
  TransactionType,
  type MessageRow,
  type OrderDetail,
} from '@app/shared';
import { ledgerEntries } from '../../db/schema.js';
import { billSumsDrift } from '../../test/bill-sums-check.js';
import { testAppForFile } from '../../test/file-app.js';
import {
  complaintOn,
  fundedCustomer,
  orderIn,
  type Desk,
  type JourneyCustomer,
} from '../../test/journeys.js';
import { expectLedgerConsistent } from '../../test/money.js';

/**
 * A complaint resolved with a refund (DESIGN §5): the money reaches the wallet once, and the order
 * shows it: a "Hoàn tiền khiếu nại" line, its total and paid amount both lower by the refund, what
 * is owed unchanged, the complaint with its refund, a timeline row and a message naming both.
 */

const t = testAppForFile();
let desk: Desk;
let customer: JourneyCustomer;

const detailOf = async (orderId: number) => {
  const response = await t.as(customer)({ url: `/api/order/getorderdetails/${orderId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
};
const resolve = (complaintId: number, RefundAmount: number) =>
  t.asAdmin({
    method: 'PUT',
    url: `/api/admin/complaints/${complaintId}/resolve`,
    payload: { Response: 'Shop xác nhận thiếu hàng.', RefundAmount },
  });
/** What the order's lines and the ledger's entries for it add up to, counted again here. */
async function recount(orderId: number, detail: OrderDetail) {
  const entries = await t.db
    .select({ type: ledgerEntries.type, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.refKind, 'order'), eq(ledgerEntries.refId, orderId)));
  return {
    total: detail.FeeLines.reduce((sum, line) => sum + line.Amount, 0),
    paid: -entries.reduce((sum, entry) => sum + entry.amount, 0),
  };
}

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 5_000_000);
}, 60_000);

describe('a complaint refunded on a paid order', () => {
  it('shows the refund on the order, keeps its figures consistent and credits the wallet once', async () => {
    const order = await orderIn(desk, customer, OrderState.Paid);
    const before = await detailOf(order.id);
    expect(before).toMatchObject({ AmountDue: 0, Complaints: [] });
    const balanceBefore = await expectLedgerConsistent(t.db, customer.id);

    const complaint = await complaintOn(desk, customer, order, { requestAmount: 150_000 });
    await t.asAdmin({ method: 'PUT', url: `/api/admin/complaints/${complaint.id}/take` });
    const resolved = await resolve(complaint.id, 150_000);
    expect(resolved.statusCode, resolved.body).toBe(200);

    const after = await detailOf(order.id);
    const refundLine = after.FeeLines.find((line) => line.Kind === FeeKind.ComplaintRefund);
    expect(refundLine).toMatchObject({
      KindName: 'Hoàn tiền khiếu nại',
      Amount: -150_000,
      Note: `${complaint.code}: 150.000 ₫`,
    });
    expect(refundLine?.History.at(-1)).toMatchObject({
      OldAmount: 0,
      NewAmount: -150_000,
      Reason: `Hoàn 150.000 ₫ cho khiếu nại ${complaint.code} vào ví`,
    });
    // Total and paid both fall by the refund; what is owed stays what it was.
    expect(after).toMatchObject({
      TotalAmount: before.TotalAmount - 150_000,
      PaidAmount: before.PaidAmount - 150_000,
      AmountDue: 0,
      State: OrderState.Paid,
    });
    expect(await recount(order.id, after)).toEqual({
      total: after.TotalAmount,
      paid: after.PaidAmount,
    });
    expect(await billSumsDrift(t.db)).toEqual([]);
    expect(after.Complaints).toEqual([
      expect.objectContaining({
        Code: complaint.code,
        Status: ComplaintStatus.Resolved,
        StatusName: 'Đã giải quyết',
        RequestAmount: 150_000,
        RefundAmount: 150_000,
      }),
    ]);
    expect(after.History.at(-1)).toMatchObject({
      State: OrderState.Paid,
      Note: `Hoàn 150.000 ₫ cho khiếu nại ${complaint.code} vào ví`,
    });

    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(balanceBefore + 150_000);
    const { Items: transactions } = (
      await t.as(customer)({ url: '/api/customer/transactions', query: { orderCode: order.code } })
    ).json<{ Items: { Type: number; Amount: number; Note: string }[] }>();
    expect(transactions.filter((row) => row.Type === TransactionType.Refund)).toEqual([
      expect.objectContaining({
        Amount: 150_000,
        Note: `Hoàn 150.000 ₫ cho khiếu nại ${complaint.code} vào ví`,
      }),
    ]);
    const { Items: messages } = (
      await t.as(customer)({ url: '/api/customer/getmessages', query: { take: '100' } })
    ).json<{ Items: MessageRow[] }>();
    expect(messages.find((row) => row.MessageType === MessageType.Complaint)?.Note).toBe(
      `Khiếu nại ${complaint.code} về đơn hàng ${order.code} đã được giải quyết: Shop xác nhận ` +
        `thiếu hàng. Đã hoàn 150.000 ₫ cho đơn hàng ${order.code} vào ví.`,
    );

    // Resolving again is refused by the move: nothing is credited or written twice.
    const again = await resolve(complaint.id, 150_000);
    expect(again.statusCode).toBe(400);
    expect(again.json<string[]>()[0]).toContain(complaint.code);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(balanceBefore + 150_000);
    expect(await detailOf(order.id)).toEqual(after);

    // A second complaint's refund adds to the same line, naming both.
    const second = await complaintOn(desk, customer, order, { refund: 20_000 });
    const twice = await detailOf(order.id);
    expect(twice.FeeLines.find((line) => line.Kind === FeeKind.ComplaintRefund)).toMatchObject({
      Amount: -170_000,
      Note: `${complaint.code}: 150.000 ₫; ${second.code}: 20.000 ₫`,
    });
    expect(twice).toMatchObject({
      TotalAmount: before.TotalAmount - 170_000,
      PaidAmount: before.PaidAmount - 170_000,
      AmountDue: 0,
    });
    expect(await billSumsDrift(t.db)).toEqual([]);
  });

  it('refuses a refund beyond what was paid for the order, changing nothing', async () => {
    const order = await orderIn(desk, customer, OrderState.InVietnamWarehouse);
    const before = await detailOf(order.id);
    const balance = await expectLedgerConsistent(t.db, customer.id);
    const complaint = await complaintOn(desk, customer, order);
    const tooMuch = await resolve(complaint.id, before.PaidAmount + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual([
      `Số tiền hoàn không được vượt quá ${new Intl.NumberFormat('vi-VN').format(
        before.PaidAmount,
      )} ₫ khách đã thanh toán cho đơn hàng ${order.code}.`,
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(balance);
    const after = await detailOf(order.id);
    expect(after.FeeLines).toEqual(before.FeeLines);
    expect(after.Complaints).toEqual([
      expect.objectContaining({ Status: ComplaintStatus.Pending, RefundAmount: 0 }),
    ]);
  });

  it('leaves an unpaid rest owed as it was when the order is refunded before payment', async () => {
    const order = await orderIn(desk, customer, OrderState.InVietnamWarehouse);
    const before = await detailOf(order.id);
    expect(before.AmountDue).toBeGreaterThan(0);
    await complaintOn(desk, customer, order, { refund: 50_000 });
    const after = await detailOf(order.id);
    expect(after).toMatchObject({
      TotalAmount: before.TotalAmount - 50_000,
      PaidAmount: before.PaidAmount - 50_000,
      AmountDue: before.AmountDue,
    });
    // Paying the rest takes exactly what was due before the refund.
    const paid = await t.as(customer)({
      method: 'POST',
      url: '/api/order/updateorderpay',
      payload: { Ids: [order.id] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ Amount: before.AmountDue });
    expect(await detailOf(order.id)).toMatchObject({ State: OrderState.Paid, AmountDue: 0 });
  });
});
