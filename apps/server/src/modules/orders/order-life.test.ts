import { describe, expect, it } from 'vitest';
import {
  FeeKind,
  messages as text,
  OrderState,
  TransactionType,
  TransportStatus,
  type AdminOrderDetail,
  type OrderDetail,
  type OrderRow,
  type TransportRow,
} from '@app/shared';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { expectLedgerConsistent, fund, ledgerOf } from '../../test/money.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * An order's whole life through the operator calls of DESIGN §6, with every amount checked:
 * cart → order → deposit → buying (one item out of stock, a lower real price) → parcels weighed in
 * China, shipped, received in Vietnam → the rest paid. Seed settings: rate 3.650, Hà Nội prices.
 */

const t = testAppForFile();

async function depositedOrder(customer: TestCustomer): Promise<number> {
  for (const [ProductName, id, PriceCNY, Quantity] of [
    ['Áo khoác', '6543210987', 100, 2],
    ['Mũ len', '6543210988', 50, 3],
  ] as const) {
    const added = await t.as(customer)({
      method: 'POST',
      url: '/api/order/addtocart',
      payload: {
        ShopName: 'Shop Hàng Châu',
        ShopLink: 'https://hc.taobao.com',
        ProductName,
        ProductLink: `https://item.taobao.com/item.htm?id=${id}`,
        PriceCNY,
        Quantity,
      },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const carts = (await t.as(customer)({ url: '/api/order/getcarts' })).json<{
    Items: { Id: number }[];
  }>();
  const cartId = carts.Items[0]?.Id ?? 0;
  await t.as(customer)({
    method: 'PUT',
    url: `/api/order/updatecartfield/${cartId}`,
    payload: { Field: 'IsInspection', Value: true },
  });
  const ordered = await t.as(customer)({ method: 'PUT', url: `/api/order/orderbuy/${cartId}` });
  const orderId = ordered.json<{ Orders: { Id: number }[] }>().Orders[0]?.Id ?? 0;
  await fund(t.app, t.admin, customer, 3_000_000);
  const paid = await t.as(customer)({
    method: 'POST',
    url: '/api/order/updateorderdeposit',
    payload: { Ids: [orderId] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return orderId;
}

const step = (orderId: number, action: string, payload?: object) =>
  t.asAdmin({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/${action}`,
    ...(payload && { payload }),
  });

describe('an order’s life', () => {
  it('goes from cart to payment with every amount explained and the ledger right', async () => {
    const customer = await createCustomer(t.app);
    const orderId = await depositedOrder(customer);
    // Goods ¥350 = 1.277.500 ₫, fee 3 % = 38.325 ₫, inspection 5 items × 3.500 = 17.500 ₫;
    // deposit 70 % of goods + fee = 921.078 ₫ (half up).
    let order = (
      await t.as(customer)({ url: `/api/order/getorderdetails/${orderId}` })
    ).json<OrderDetail>();
    expect(order).toMatchObject({
      State: OrderState.Deposited,
      TotalAmount: 1_333_325,
      PaidAmount: 921_078,
    });

    // A customer cannot touch the desk's calls.
    expect(
      (await t.as(customer)({ method: 'PUT', url: `/api/admin/orders/${orderId}/start-buying` }))
        .statusCode,
    ).toBe(403);
    // Moves the table does not allow are refused and change nothing.
    expect(
      (await step(orderId, 'shop-shipped', { TransportCodes: ['SF1234567'] })).statusCode,
    ).toBe(400);

    expect((await step(orderId, 'start-buying')).statusCode).toBe(200);
    const items = order.Items;
    const bought = await step(orderId, 'bought', {
      ShopOrderNumber: '2201-556677',
      InlandShippingCNY: 10,
      Items: [
        { Id: items[0]?.Id, PriceCNY: 95, QuantityBought: 2 },
        { Id: items[1]?.Id, PriceCNY: 50, QuantityBought: 0 },
      ],
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // Real goods ¥190 = 693.500 ₫, fee 3 % = 20.805 ₫, inspection 2 × 5.000, inland ¥10 = 36.500 ₫:
    // 760.805 ₫ in all; 921.078 ₫ was paid, so 160.273 ₫ returns to the wallet at once.
    const afterBuying = bought.json<AdminOrderDetail>();
    expect(afterBuying).toMatchObject({
      State: OrderState.Bought,
      ShopOrderNumber: '2201-556677',
      TotalAmount: 760_805,
      PaidAmount: 760_805,
      AmountDue: 0,
    });
    const goods = afterBuying.FeeLines.find((line) => line.Kind === FeeKind.Goods);
    expect(goods?.History.map((change) => [change.OldAmount, change.NewAmount])).toEqual([
      [0, 1_277_500],
      [1_277_500, 693_500],
    ]);
    expect(afterBuying.Items.map((item) => item.QuantityBought)).toEqual([2, 0]);
    const refunds = (await ledgerOf(t.db, customer.id)).filter(
      (row) => row.type === TransactionType.Refund,
    );
    expect(refunds.map((row) => row.amount)).toEqual([160_273]);

    const shipped = await step(orderId, 'shop-shipped', {
      TransportCodes: ['sf1001001', 'YT2002002'],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(
      shipped.json<AdminOrderDetail>().Transports.map((parcel) => parcel.TransportCode),
    ).toEqual(['SF1001001', 'YT2002002']);
    // A tracking number on an active parcel cannot be given to another order.
    const other = await depositedOrder(await createCustomer(t.app));
    await step(other, 'start-buying');
    expect((await step(other, 'shop-shipped', { TransportCodes: ['SF1001001'] })).statusCode).toBe(
      400,
    );

    // China: weighed and measured; 1,2 kg against 1,0 kg volumetric → 1,2 kg × 31.000 ₫.
    const weigh = (TransportCode: string, Weight: number, size: number[]) =>
      t.asAdmin({
        method: 'POST',
        url: '/api/admin/transports/receive-china',
        payload: { TransportCode, Weight, Length: size[0], Width: size[1], Height: size[2] },
      });
    const first = await weigh('SF1001001', 1.2, [30, 20, 10]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TransportRow>()).toMatchObject({
      Status: TransportStatus.InChinaWarehouse,
      Weight: 1.2,
      VolumeWeight: 1,
      ChargedWeight: 1.2,
      Fee: 37_200,
      FeeFormula:
        '1,20 kg (cân thực; cân quy đổi 1,00 kg) × 31.000 ₫ (giá bậc 0–10 kg theo tổng 1,20 kg của đơn) = 37.200 ₫',
    });
    // 0,3 kg is charged at the 0,5 kg floor.
    expect((await weigh('YT2002002', 0.3, [10, 10, 10])).json<TransportRow>().Fee).toBe(15_500);

    const ship = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/transports/ship',
      payload: { TransportCodes: ['SF1001001', 'YT2002002'] },
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const arrive = (TransportCode: string) =>
      t.asAdmin({
        method: 'POST',
        url: '/api/admin/transports/receive-vietnam',
        payload: { TransportCode, WarehouseId: 1 },
      });
    expect((await arrive('SF1001001')).statusCode).toBe(200);
    order = (
      await t.as(customer)({ url: `/api/order/getorderdetails/${orderId}` })
    ).json<OrderDetail>();
    expect(order.State).toBe(OrderState.InTransit);
    expect((await arrive('YT2002002')).statusCode).toBe(200);

    // Everything is in Vietnam: the shipping line (52.700 ₫) is what is still owed.
    const waiting = (await t.as(customer)({ url: '/api/order/getorderwaitpay' })).json<
      OrderRow[]
    >();
    expect(waiting.map((row) => [row.Id, row.AmountDue])).toEqual([[orderId, 52_700]]);
    const pay = () =>
      t.as(customer)({
        method: 'POST',
        url: '/api/order/updateorderpay',
        payload: { Ids: [orderId] },
      });
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ Amount: 52_700 });
    expect((await pay()).statusCode).toBe(400);

    order = (
      await t.as(customer)({ url: `/api/order/getorderdetails/${orderId}` })
    ).json<OrderDetail>();
    expect(order).toMatchObject({ State: OrderState.Paid, TotalAmount: 813_505, AmountDue: 0 });
    expect(order.History.map((entry) => entry.State)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(3_000_000 - 813_505);

    // A complaint on the order: taken, answered, and refunded in the same step.
    const complain = (who: TestCustomer, OrderId: number) =>
      t.as(who)({
        method: 'POST',
        url: '/api/order/addComplain',
        payload: { OrderId, Type: 1, Content: 'Thiếu 1 áo', RequestAmount: 50_000, ImageUrls: [] },
      });
    expect((await complain(await createCustomer(t.app), orderId)).statusCode).toBe(404);
    const filed = await complain(customer, orderId);
    expect(filed.statusCode, filed.body).toBe(200);
    const { Id: complaintId } = filed.json<{ Id: number }>();
    expect(
      (await t.asAdmin({ method: 'PUT', url: `/api/admin/complaints/${complaintId}/take` }))
        .statusCode,
    ).toBe(200);
    const resolved = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/complaints/${complaintId}/resolve`,
      payload: { Response: 'Shop xác nhận thiếu 1 áo', RefundAmount: 45_000 },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ StatusName: 'Đã giải quyết', RefundAmount: 45_000 });
    const again = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/complaints/${complaintId}/resolve`,
      payload: { Response: 'lần hai', RefundAmount: 45_000 },
    });
    expect(again.statusCode).toBe(400);
    const mine = (await t.as(customer)({ url: '/api/order/getcomplains' })).json<{
      Items: unknown[];
    }>();
    expect(mine.Items).toHaveLength(1);
    // The refund lowers the order's total and what it shows as paid alike: nothing is owed again.
    expect(
      (await t.as(customer)({ url: `/api/order/getorderdetails/${orderId}` })).json(),
    ).toMatchObject({
      TotalAmount: 813_505 - 45_000,
      PaidAmount: 813_505 - 45_000,
      AmountDue: 0,
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(3_000_000 - 813_505 + 45_000);
  });

  it('refuses a complaint before the goods reach Vietnam', async () => {
    const customer = await createCustomer(t.app);
    const orderId = await depositedOrder(customer);
    const response = await t.as(customer)({
      method: 'POST',
      url: '/api/order/addComplain',
      payload: { OrderId: orderId, Type: 4, Content: 'Lâu quá' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.complaintNotAllowed]);
  });

  it('refunds everything paid when staff cancel, and the board finds orders by code', async () => {
    const customer = await createCustomer(t.app);
    const orderId = await depositedOrder(customer);
    await step(orderId, 'start-buying');
    const board = await t.asAdmin({
      url: '/api/admin/orders',
      query: { state: String(OrderState.Buying) },
    });
    expect(board.json<{ Items: { Id: number; CustomerCode: string }[] }>().Items).toContainEqual(
      expect.objectContaining({ Id: orderId, CustomerCode: customer.code }),
    );
    const byCustomer = await t.asAdmin({
      url: '/api/admin/orders',
      query: { keyword: customer.code },
    });
    expect(byCustomer.json<{ Total: number }>().Total).toBe(1);

    const cancelled = await step(orderId, 'cancel', { Reason: 'Shop ngừng bán' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The buyer's page names who ordered: to call them or open them in the console.
    expect(cancelled.json<AdminOrderDetail>()).toMatchObject({
      State: OrderState.Cancelled,
      PaidAmount: 0,
      CustomerId: customer.id,
      CustomerCode: customer.code,
      CustomerPhone: '0901234567',
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(3_000_000);
    expect((await step(orderId, 'cancel', { Reason: 'lần hai' })).statusCode).toBe(400);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(3_000_000);
  });
});
