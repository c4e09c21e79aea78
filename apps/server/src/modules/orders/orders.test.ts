import { describe, expect, it } from 'vitest';
import {
  FeeKind,
  fillMessage,
  formatVnd,
  messages as text,
  OrderState,
  TransactionType,
  type CartRow,
  type OrderDetail,
  type OrderRow,
  type OrdersCreated,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { expectLedgerConsistent, fund, ledgerOf } from '../../test/money.js';
import { keptRowFactsDrift } from '../../test/kept-row-facts-check.js';
import { testAppForFile } from '../../test/file-app.js';

/** Carts → purchase orders → deposits, as a customer lives them (DESIGN §5). Rate 3.650 (seed). */

const t = testAppForFile();

const item = (overrides: Record<string, unknown> = {}) => ({
  ShopName: 'Shop Quần Áo Hàng Châu',
  ShopLink: 'https://shop123.taobao.com',
  ProductName: 'Áo khoác gió',
  ProductLink: 'https://item.taobao.com/item.htm?spm=a1&id=6543210987',
  ImageUrl: 'https://img.alicdn.com/a.jpg',
  Properties: 'Màu: Đỏ; Size: XL',
  PriceCNY: 100,
  Quantity: 2,
  Note: '',
  ...overrides,
});

async function addToCart(customer: TestCustomer, overrides: Record<string, unknown> = {}) {
  const response = await t.as(customer)({
    method: 'POST',
    url: '/api/order/addtocart',
    payload: item(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartRow>();
}

async function orderCart(customer: TestCustomer, cartId: number) {
  const response = await t.as(customer)({ method: 'PUT', url: `/api/order/orderbuy/${cartId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrdersCreated>().Orders;
}

/** order/updateorderdeposit: the customer pays the deposits of the orders `ids`. */
const payDeposits = (customer: TestCustomer, ids: unknown[]) =>
  t.as(customer)({ method: 'POST', url: '/api/order/updateorderdeposit', payload: { Ids: ids } });

/** order/updateorderfield or updateorderitemfield: `path` is the call's, its id and field. */
const editOrder = (customer: TestCustomer, path: string, Value: unknown) =>
  t.as(customer)({ method: 'PUT', url: `/api/order/${path}`, payload: { Value } });

const detail = async (customer: TestCustomer, id: number) =>
  (await t.as(customer)({ url: `/api/order/getorderdetails/${id}` })).json<OrderDetail>();

describe('cart', () => {
  it('recognises a pasted link, normalises it and merges the same item into its shop', async () => {
    const customer = await createCustomer(t.app);
    await addToCart(customer);
    const cart = await addToCart(customer, {
      ProductLink: 'https://m.intl.taobao.com/detail/detail.html?id=6543210987',
      Quantity: 3,
    });
    expect(cart.Site).toBe('taobao');
    expect(cart.CartItems).toHaveLength(1);
    expect(cart.CartItems[0]).toMatchObject({
      ProductLink: 'https://item.taobao.com/item.htm?id=6543210987',
      Quantity: 5,
      PriceCNY: 100,
    });
    // ¥500 × 3.650 = 1.825.000 ₫; 3 % buyer fee = 54.750 ₫; deposit 70 % of both = 1.315.825 ₫.
    expect(cart).toMatchObject({
      TotalCNY: 500,
      TotalVND: 1_825_000,
      BuyerFee: 54_750,
      InspectionFee: 0,
      DepositAmount: 1_315_825,
    });
  });

  it('refuses a link it does not recognise with a clear message', async () => {
    const customer = await createCustomer(t.app);
    const response = await t.as(customer)({
      method: 'POST',
      url: '/api/order/addtocart',
      payload: item({ ProductLink: 'https://www.amazon.com/dp/B000123' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ProductLink: [text.itemLinkInvalid] });
  });

  it('edits quantities and options, and a cart left empty disappears', async () => {
    const customer = await createCustomer(t.app);
    const cart = await addToCart(customer);
    const itemId = cart.CartItems[0]?.Id ?? 0;
    const quantity = await t.as(customer)({
      method: 'PUT',
      url: `/api/order/updatecartitemfield/${itemId}`,
      payload: { Field: 'Quantity', Value: 4 },
    });
    expect(quantity.json<CartRow>().CartItems[0]?.Quantity).toBe(4);
    const inspection = await t.as(customer)({
      method: 'PUT',
      url: `/api/order/updatecartfield/${cart.Id}`,
      payload: { Field: 'IsInspection', Value: true },
    });
    expect(inspection.json<CartRow>()).toMatchObject({ IsInspection: true, InspectionFee: 14_000 });
    const zero = await t.as(customer)({
      method: 'PUT',
      url: `/api/order/updatecartitemfield/${itemId}`,
      payload: { Field: 'Quantity', Value: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ Value: [text.quantityInvalid] });

    const removed = await t.as(customer)({
      method: 'DELETE',
      url: `/api/order/deletecartitem/${itemId}`,
    });
    expect(removed.statusCode).toBe(200);
    const carts = await t.as(customer)({ url: '/api/order/getcarts' });
    expect(carts.json()).toEqual({ Items: [], Total: 0, NextCursor: null });
    const dashboard = await t.as(customer)({ url: '/api/order/getdashboard' });
    expect(dashboard.json()).toMatchObject({ NumberCarts: 0 });
  });

  it('lists each cart with the items it keeps as they change, and a drift is caught', async () => {
    const customer = await createCustomer(t.app);
    await addToCart(customer);
    const cart = await addToCart(customer, {
      ProductName: 'Mũ len',
      ProductLink: 'https://item.taobao.com/item.htm?id=1111111111',
      PriceCNY: 20,
      Quantity: 1,
    });
    const [coat, hat] = cart.CartItems;
    await t.as(customer)({
      method: 'PUT',
      url: `/api/order/updatecartitemfield/${hat?.Id}`,
      payload: { Field: 'Quantity', Value: 3 },
    });
    await t.as(customer)({ method: 'DELETE', url: `/api/order/deletecartitem/${coat?.Id}` });
    const listed = (await t.as(customer)({ url: '/api/order/getcarts' })).json<{
      Items: CartRow[];
    }>();
    expect(listed.Items.map((row) => row.CartItems)).toEqual([
      [expect.objectContaining({ Id: hat?.Id, ProductName: 'Mũ len', PriceCNY: 20, Quantity: 3 })],
    ]);

    // The check every test app makes as it closes sees a cart that no longer agrees.
    await t.db.execute(sql`update carts set items = '[]' where id = ${cart.Id}`);
    expect(await keptRowFactsDrift(t.db)).toEqual([expect.stringContaining(`cart ${cart.Id}:`)]);
    await t.db.execute(sql`select recount_all_cart_items()`);
    expect(await keptRowFactsDrift(t.db)).toEqual([]);
  });

  it("answers 404 for another customer's cart and item on every call", async () => {
    const owner = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    const cart = await addToCart(owner);
    const itemId = cart.CartItems[0]?.Id ?? 0;
    const calls = [
      {
        method: 'PUT' as const,
        url: `/api/order/updatecartitemfield/${itemId}`,
        payload: { Field: 'Quantity', Value: 9 },
      },
      {
        method: 'PUT' as const,
        url: `/api/order/updatecartfield/${cart.Id}`,
        payload: { Field: 'Note', Value: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/order/deletecartitem/${itemId}` },
      { method: 'DELETE' as const, url: `/api/order/removecart/${cart.Id}` },
      { method: 'PUT' as const, url: `/api/order/orderbuy/${cart.Id}` },
      { method: 'POST' as const, url: '/api/order/orderbuyids', payload: { Ids: [cart.Id] } },
    ];
    for (const call of calls) {
      expect((await t.as(stranger)(call)).statusCode, call.url).toBe(404);
    }
    const still = await t.as(owner)({ url: '/api/order/getcarts' });
    expect(still.json<{ Items: CartRow[] }>().Items[0]?.CartItems[0]?.Quantity).toBe(2);
  });
});

describe('ordering', () => {
  it('makes one order per cart with the rate locked and itemised fee lines, and empties the carts', async () => {
    const customer = await createCustomer(t.app);
    const first = await addToCart(customer);
    const second = await addToCart(customer, {
      ShopName: 'Xưởng giày Quảng Châu',
      ShopLink: 'https://shop999.1688.com',
      ProductLink: 'https://detail.1688.com/offer/612345678901.html',
      PriceCNY: 12.5,
      Quantity: 10,
    });
    const response = await t.as(customer)({
      method: 'POST',
      url: '/api/order/orderbuyids',
      payload: { Ids: [first.Id, second.Id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<OrdersCreated>().Orders;
    expect(created.map((order) => order.Code)).toEqual([
      expect.stringMatching(/^DH\d{6}$/),
      expect.stringMatching(/^DH\d{6}$/),
    ]);
    expect((await t.as(customer)({ url: '/api/order/getcarts' })).json()).toMatchObject({
      Total: 0,
    });
    const dashboard = (await t.as(customer)({ url: '/api/order/getdashboard' })).json<{
      OrderCounts: unknown[];
    }>();
    expect(dashboard.OrderCounts).toEqual([{ State: 0, StateName: 'Chờ đặt cọc', Count: 2 }]);

    const shoes = await detail(customer, created[1]?.Id ?? 0);
    // ¥125 × 3.650 = 456.250 ₫; 3 % = 13.688 ₫ (half up); deposit 70 % of 469.938 = 328.957 ₫.
    expect(shoes).toMatchObject({
      State: OrderState.AwaitingDeposit,
      StateName: 'Chờ đặt cọc',
      Rate: 3650,
      GoodsAmountCNY: 125,
      ItemCount: 10,
      TotalAmount: 469_938,
      PaidAmount: 0,
      AmountDue: 469_938,
      DepositAmount: 328_957,
      WarehouseName: 'Kho Hà Nội',
      LevelName: 'Thường',
      DepositPercent: 70,
      BuyerFeeDiscount: 0,
    });
    expect(shoes.FeeLines.map((line) => [line.Kind, line.Amount])).toEqual([
      [FeeKind.Goods, 456_250],
      [FeeKind.BuyerFee, 13_688],
    ]);
    expect(shoes.FeeLines[0]?.History[0]).toMatchObject({ OldAmount: 0, NewAmount: 456_250 });
    expect(shoes.History.map((entry) => entry.StateName)).toEqual(['Chờ đặt cọc']);
    expect(shoes.Items[0]).toMatchObject({ PriceCNY: 12.5, Quantity: 10, QuantityBought: null });
  });

  it('makes an order without a cart, and lists orders with the spec filters', async () => {
    const customer = await createCustomer(t.app);
    const made = await t.as(customer)({
      method: 'POST',
      url: '/api/order/createorder',
      payload: {
        ShopName: 'Shop Đồ Chơi',
        ShopLink: '',
        Site: 'tmall',
        Note: 'Gói kỹ giúp em',
        IsInspection: true,
        IsWoodenCrate: false,
        Items: [{ ProductName: 'Xe mô hình', PriceCNY: 58.8, Quantity: 3 }],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { Id, Code } = made.json<{ Id: number; Code: string }>();
    const list = (query: Record<string, string>) =>
      t
        .as(customer)({ url: '/api/order/orders', query })
        .then((response) => response.json<{ Items: OrderRow[]; Total: number }>());
    expect((await list({})).Items.map((row) => row.Id)).toEqual([Id]);
    expect((await list({ orderCode: Code.slice(2) })).Total).toBe(1);
    expect((await list({ state: String(OrderState.Deposited) })).Total).toBe(0);
    expect((await list({ wareHouse: '2' })).Total).toBe(0);
    const order = await detail(customer, Id);
    expect(order.FeeLines.map((line) => line.KindName)).toEqual([
      'Tiền hàng',
      'Phí mua hàng',
      'Phí kiểm đếm',
    ]);
    const stranger = await createCustomer(t.app);
    expect((await t.as(stranger)({ url: `/api/order/getorderdetails/${Id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(stranger)({ method: 'PUT', url: `/api/order/cancelorder/${Id}` })).statusCode,
    ).toBe(404);
  });
});

describe('paying deposits', () => {
  async function twoOrders(customer: TestCustomer) {
    const a = await addToCart(customer);
    const b = await addToCart(customer, { ShopName: 'Shop B', ShopLink: 'https://b.taobao.com' });
    return orderCart(customer, a.Id).then(async (first) => [
      ...first,
      ...(await orderCart(customer, b.Id)),
    ]);
  }

  it('refuses too little money naming the shortfall, and moves nothing', async () => {
    const customer = await createCustomer(t.app);
    const orders = await twoOrders(customer);
    await fund(t.app, t.admin, customer, 500_000);
    const deposits = (await t.as(customer)({ url: '/api/order/getOrderdeposits' })).json<
      OrderRow[]
    >();
    const total = deposits.reduce((sum, row) => sum + row.DepositAmount, 0);
    const response = await payDeposits(
      customer,
      orders.map((order) => order.Id),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      fillMessage(text.insufficientBalance, {
        shortfall: formatVnd(total - 500_000),
        balance: formatVnd(500_000),
      }),
    ]);
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(1);
  });

  it('pays several at once, all or nothing, and never twice', async () => {
    const customer = await createCustomer(t.app);
    const orders = await twoOrders(customer);
    await fund(t.app, t.admin, customer, 5_000_000);
    const pay = () =>
      payDeposits(
        customer,
        orders.map((order) => order.Id),
      );
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    const { Amount, Balance } = paid.json<{ Amount: number; Balance: number }>();
    expect(Amount).toBe(2 * 1_315_825 * 0.4); // two orders of ¥200: 526.330 ₫ each
    expect(Balance).toBe(5_000_000 - Amount);
    const again = await pay();
    expect(again.statusCode).toBe(400);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(Balance);
    const first = await detail(customer, orders[0]?.Id ?? 0);
    expect(first).toMatchObject({ State: OrderState.Deposited, PaidAmount: 526_330 });
    expect(first.History.map((entry) => entry.StateName)).toEqual(['Chờ đặt cọc', 'Đã đặt cọc']);
  });

  it('pays once when the same payment is sent twice at the same moment', async () => {
    if (t.kind !== 'postgres') return; // one PGlite connection runs them one after the other anyway
    const customer = await createCustomer(t.app);
    const orders = await twoOrders(customer);
    await fund(t.app, t.admin, customer, 5_000_000);
    const pay = () => payDeposits(customer, [orders[0]?.Id]);
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const deposits = (await ledgerOf(t.db, customer.id)).filter(
      (row) => row.type === TransactionType.OrderDeposit,
    );
    expect(deposits).toHaveLength(1);
    await expectLedgerConsistent(t.db, customer.id);
  });

  it('refunds the deposit in full when the customer cancels before buying starts', async () => {
    const customer = await createCustomer(t.app);
    const [order] = await twoOrders(customer);
    await fund(t.app, t.admin, customer, 2_000_000);
    await payDeposits(customer, [order?.Id]);
    const cancelled = await t.as(customer)({
      method: 'PUT',
      url: `/api/order/cancelorder/${order?.Id}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderDetail>()).toMatchObject({
      State: OrderState.Cancelled,
      PaidAmount: 0,
    });
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(2_000_000);
    const again = await t.as(customer)({
      method: 'PUT',
      url: `/api/order/cancelorder/${order?.Id}`,
    });
    expect(again.statusCode).toBe(400);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(2_000_000);
  });
});

describe('editing an order before its deposit', () => {
  it('changes quantities and options with the fee lines and the deposit following', async () => {
    const customer = await createCustomer(t.app);
    const cart = await addToCart(customer);
    const [order] = await orderCart(customer, cart.Id);
    const id = order?.Id ?? 0;
    const itemId = (await detail(customer, id)).Items[0]?.Id ?? 0;
    const quantity = await editOrder(customer, `updateorderitemfield/${itemId}/Quantity`, 4);
    expect(quantity.statusCode, quantity.body).toBe(200);
    // ¥400 = 1.460.000 ₫, fee 3 % = 43.800 ₫, deposit 70 % of both = 1.052.660 ₫.
    expect(quantity.json<OrderDetail>()).toMatchObject({
      TotalAmount: 1_503_800,
      DepositAmount: 1_052_660,
    });
    const goods = quantity.json<OrderDetail>().FeeLines.find((line) => line.Kind === FeeKind.Goods);
    expect(goods?.History.at(-1)).toMatchObject({
      OldAmount: 730_000,
      NewAmount: 1_460_000,
      Reason: 'Khách hàng sửa đơn',
    });
    const inspection = await editOrder(customer, `updateorderfield/${id}/IsInspection`, true);
    expect(inspection.json<OrderDetail>()).toMatchObject({
      IsInspection: true,
      TotalAmount: 1_517_800,
    });
    const bad = await editOrder(customer, `updateorderitemfield/${itemId}/Quantity`, 0);
    expect(bad.json()).toEqual({ Value: [text.quantityInvalid] });
    const unknownField = await editOrder(customer, `updateorderfield/${id}/State`, 9);
    expect(unknownField.statusCode).toBe(400);

    await fund(t.app, t.admin, customer, 2_000_000);
    await payDeposits(customer, [id]);
    const late = await editOrder(customer, `updateorderfield/${id}/Note`, 'muộn');
    expect(late.statusCode).toBe(400);
    const stranger = await createCustomer(t.app);
    const foreign = await editOrder(stranger, `updateorderitemfield/${itemId}/Note`, 'x');
    expect(foreign.statusCode).toBe(404);
  });
});

describe('customer levels', () => {
  it("applies the level's deposit percent and buyer-fee discount, and shows them on the order", async () => {
    const customer = await createCustomer(t.app);
    await t.db.update(users).set({ level: 1 }).where(eq(users.id, customer.id));
    const cart = await addToCart(customer);
    const [order] = await orderCart(customer, cart.Id);
    // ¥200 = 730.000 ₫; 3 % = 21.900 ₫ less VIP1's 5 % = 20.805 ₫; deposit 65 % = 488.023 ₫.
    expect(await detail(customer, order?.Id ?? 0)).toMatchObject({
      LevelName: 'VIP1',
      DepositPercent: 65,
      BuyerFeeDiscount: 5,
      TotalAmount: 750_805,
      DepositAmount: 488_023,
    });
    // A later change of level does not reprice an order made under the old one.
    await t.db.update(users).set({ level: 0 }).where(eq(users.id, customer.id));
    const itemId = (await detail(customer, order?.Id ?? 0)).Items[0]?.Id ?? 0;
    const edited = await editOrder(customer, `updateorderitemfield/${itemId}/Quantity`, 4);
    // ¥400 = 1.460.000 ₫; 3 % = 43.800 ₫ less 5 % = 41.610 ₫; deposit 65 % of 1.501.610 = 976.047 ₫.
    expect(edited.json()).toMatchObject({
      LevelName: 'VIP1',
      TotalAmount: 1_501_610,
      DepositAmount: 976_047,
    });
  });
});

describe('account/getprices', () => {
  it('shows every fee table as staff set it, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/account/getprices' });
    expect(response.statusCode).toBe(200);
    const prices = response.json<{
      FeeBuyer: unknown[];
      ShippingPrices: { WarehouseName: string; Tiers: unknown[] }[];
      MinBuyerFee: number;
    }>();
    expect(prices.FeeBuyer[0]).toEqual({ Min: 0, Max: 2_000_000, Value: 3 });
    expect(prices.MinBuyerFee).toBe(9_000);
    expect(prices.ShippingPrices[0]).toMatchObject({ WarehouseName: 'Kho Hà Nội' });
    expect(prices.ShippingPrices[0]?.Tiers[0]).toEqual({ Min: 0, Max: 10, Value: 31_000 });
  });
});
