import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DeliveryStatus,
  FeeKind,
  GoodsKind,
  OrderShipStatus,
  OrderState,
  TransactionType,
  TransportStatus,
  type AdminDeliveryRow,
  type AdminTransportRow,
  type DeliveryCreated,
  type DeliveryRow,
  type GoodsInVietnamRow,
  type OrderDetail,
  type OrderShipDetail,
  type OrderShipRow,
  type OrderShipStatistic,
  type TransportDetail,
  type TransportRow,
} from '@app/shared';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { expectLedgerConsistent, fund, ledgerOf } from '../../test/money.js';
import { keptRowFactsDrift } from '../../test/kept-row-facts-check.js';
import { rowsOf } from '../../test/rows-of.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * Consignments, parcels and delivery slips through the customer's calls and the operator calls of
 * DESIGN §6. Seed settings: rate 3.650, Hà Nội 31.000 ₫/kg up to 10 kg, divisor 6000, floor
 * 0,5 kg, insurance 5 %, 7 free storage days then 1.000 ₫ per kg per day.
 */

const t = testAppForFile();

const as = (customer: TestCustomer) => asUser(t.app, customer.token);
const desk = () => asUser(t.app, t.admin);

let sequence = 0;
/** A tracking number no other test uses. */
const trackingNumber = (prefix: string) => `${prefix}${Date.now() % 1_000_000}${++sequence}`;

async function createConsignment(
  customer: TestCustomer,
  payload: Partial<{ TransportCodes: string[]; IsInsurance: boolean; IsWoodenCrate: boolean }>,
) {
  return as(customer)({
    method: 'POST',
    url: '/api/ordership/createordership',
    payload: {
      WarehouseId: 1,
      Note: 'Giày cho cửa hàng',
      Items: [
        { ProductName: 'Giày thể thao', Quantity: 2, PriceCNY: 100 },
        {
          ProductName: 'Tất',
          ProductLink: 'https://item.taobao.com/item.htm?id=1',
          Quantity: 5,
          PriceCNY: 4,
        },
      ],
      TransportCodes: [],
      ...payload,
    },
  });
}

const detailOf = async (customer: TestCustomer, id: number) => {
  const response = await as(customer)({ url: `/api/ordership/getordershipdetails/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderShipDetail>();
};

const receiveChina = (TransportCode: string, Weight: number, size = [0, 0, 0]) =>
  desk()({
    method: 'POST',
    url: '/api/admin/transports/receive-china',
    payload: { TransportCode, Weight, Length: size[0], Width: size[1], Height: size[2] },
  });
const ship = (...TransportCodes: string[]) =>
  desk()({ method: 'POST', url: '/api/admin/transports/ship', payload: { TransportCodes } });
const receiveVietnam = (TransportCode: string, WarehouseId = 1) =>
  desk()({
    method: 'POST',
    url: '/api/admin/transports/receive-vietnam',
    payload: { TransportCode, WarehouseId },
  });

/** A consignment with one parcel, carried all the way to the Hà Nội warehouse. */
async function consignmentInVietnam(customer: TestCustomer, weight = 2, warehouseId = 1) {
  const code = trackingNumber('VN');
  const created = await createConsignment(customer, { TransportCodes: [code] });
  expect(created.statusCode, created.body).toBe(200);
  expect((await receiveChina(code, weight)).statusCode).toBe(200);
  expect((await ship(code)).statusCode).toBe(200);
  expect((await receiveVietnam(code, warehouseId)).statusCode).toBe(200);
  return created.json<{ Id: number; Code: string }>();
}

/** A purchase order bought, shipped and received in Vietnam (state 7), with one parcel. */
async function orderInVietnam(customer: TestCustomer) {
  await as(customer)({
    method: 'POST',
    url: '/api/order/addtocart',
    payload: {
      ShopName: 'Shop Quảng Châu',
      ProductName: 'Áo len',
      ProductLink: 'https://item.taobao.com/item.htm?id=77001',
      PriceCNY: 50,
      Quantity: 2,
    },
  });
  const carts = (await as(customer)({ url: '/api/order/getcarts' })).json<{
    Items: { Id: number }[];
  }>();
  const ordered = await as(customer)({
    method: 'PUT',
    url: `/api/order/orderbuy/${carts.Items[0]?.Id}`,
  });
  const orderId = ordered.json<{ Orders: { Id: number }[] }>().Orders[0]?.Id ?? 0;
  const deposit = await as(customer)({
    method: 'POST',
    url: '/api/order/updateorderdeposit',
    payload: { Ids: [orderId] },
  });
  expect(deposit.statusCode, deposit.body).toBe(200);
  const step = (action: string, payload?: object) =>
    desk()({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/${action}`,
      ...(payload && { payload }),
    });
  expect((await step('start-buying')).statusCode).toBe(200);
  const detail = (
    await as(customer)({ url: `/api/order/getorderdetails/${orderId}` })
  ).json<OrderDetail>();
  const bought = await step('bought', {
    ShopOrderNumber: 'TB-1',
    InlandShippingCNY: 0,
    Items: detail.Items.map((item) => ({ Id: item.Id, PriceCNY: 50, QuantityBought: 2 })),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const code = trackingNumber('DH');
  expect((await step('shop-shipped', { TransportCodes: [code] })).statusCode).toBe(200);
  expect((await receiveChina(code, 1)).statusCode).toBe(200);
  expect((await ship(code)).statusCode).toBe(200);
  expect((await receiveVietnam(code)).statusCode).toBe(200);
  const order = (
    await as(customer)({ url: `/api/order/getorderdetails/${orderId}` })
  ).json<OrderDetail>();
  expect(order.State).toBe(OrderState.InVietnamWarehouse);
  return order;
}

const goodsInVietnam = async (customer: TestCustomer) => {
  const response = await as(customer)({ url: '/api/order/getorderhasvietnam' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: GoodsInVietnamRow[] }>().Items;
};

const requestDelivery = (customer: TestCustomer, ListOrders: string[], key?: string) =>
  as(customer)({
    method: 'POST',
    url: '/api/order/createrequestdelivery',
    ...(key && { headers: { 'idempotency-key': key } }),
    payload: {
      ListOrders,
      ReceiverName: 'Nguyễn Văn An',
      ReceiverPhone: '0912 345 678',
      Address: '12 Hàng Bạc, Hoàn Kiếm, Hà Nội',
      Method: 2,
      Note: 'Gọi trước khi giao',
    },
  });

describe('a consignment’s life', () => {
  it('is created with its tracking numbers, weighed, shipped, received and paid', async () => {
    const customer = await createCustomer(t.app);
    const first = trackingNumber('YT');
    const second = trackingNumber('SF');
    const created = await createConsignment(customer, {
      TransportCodes: [first.toLowerCase()],
      IsInsurance: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { Id: id, Code: code } = created.json<{ Id: number; Code: string }>();
    expect(code).toMatch(/^KG\d{6,}$/);

    // Declared ¥220 at 3.650 = 803.000 ₫; insurance 5 % = 40.150 ₫, due once in Vietnam.
    let detail = await detailOf(customer, id);
    expect(detail).toMatchObject({
      Status: OrderShipStatus.AwaitingChina,
      IsEditable: true,
      ItemCount: 2,
      DeclaredCNY: 220,
      TransportCodes: [first],
      TotalAmount: 40_150,
      Rate: 3650,
    });
    // Nothing weighed yet: no shipping line, only the insurance.
    expect(detail.FeeLines.map((line) => [line.Kind, line.Amount])).toEqual([
      [FeeKind.Insurance, 40_150],
    ]);

    // Items can change while nothing was received; the insurance follows the declared value.
    const added = await as(customer)({
      method: 'POST',
      url: `/api/ordership/addordershipitem/${id}`,
      payload: { ProductName: 'Dây giày', Quantity: 10, PriceCNY: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const laces = added
      .json<OrderShipDetail>()
      .Items.find((item) => item.ProductName === 'Dây giày');
    expect(added.json<OrderShipDetail>().TotalAmount).toBe(41_975);
    const removed = await as(customer)({
      method: 'DELETE',
      url: `/api/ordership/deleteordershipitem/${laces?.Id}`,
    });
    expect(removed.json<OrderShipDetail>()).toMatchObject({ ItemCount: 2, TotalAmount: 40_150 });

    const later = await as(customer)({
      method: 'POST',
      url: `/api/ordership/addtransportcode/${id}`,
      payload: { TransportCode: second },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<OrderShipDetail>().TransportCodes).toEqual([first, second]);

    // The scanner: the fee is quoted before saving, and the quote writes nothing.
    const quote = await desk()({
      method: 'POST',
      url: '/api/admin/transports/quote',
      payload: { TransportCode: first, Weight: 1.2, Length: 30, Width: 20, Height: 10 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<AdminTransportRow>()).toMatchObject({
      CustomerCode: customer.code,
      DestinationName: 'Kho Hà Nội',
      Fee: 37_200,
      FeeFormula:
        '1,20 kg (cân thực; cân quy đổi 1,00 kg) × 31.000 ₫ (giá bậc 0–10 kg theo tổng 1,20 kg của đơn ký gửi) = 37.200 ₫',
      Status: TransportStatus.AwaitingChina,
    });
    expect((await detailOf(customer, id)).Transports[0]?.Fee).toBe(0);

    const weighed = await receiveChina(first, 1.2, [30, 20, 10]);
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(weighed.json<AdminTransportRow>()).toMatchObject({
      Status: TransportStatus.InChinaWarehouse,
      OrderCode: code,
      Fee: 37_200,
    });
    // Once something is received, what was declared is what was received.
    detail = await detailOf(customer, id);
    expect(detail.IsEditable).toBe(false);
    for (const refused of [
      as(customer)({
        method: 'POST',
        url: `/api/ordership/addordershipitem/${id}`,
        payload: { ProductName: 'Thêm', Quantity: 1, PriceCNY: 1 },
      }),
      as(customer)({ method: 'DELETE', url: `/api/ordership/deleteordership/${id}` }),
    ]) {
      const response = await refused;
      expect(response.statusCode).toBe(400);
      expect(response.json<string[]>()[0]).toContain(code);
    }

    // 0,3 kg is charged at the 0,5 kg floor.
    expect((await receiveChina(second, 0.3)).json<TransportRow>().Fee).toBe(15_500);
    expect((await ship(first)).statusCode).toBe(200);
    expect((await detailOf(customer, id)).Status).toBe(OrderShipStatus.InTransit);
    expect((await ship(second)).statusCode).toBe(200);
    expect((await receiveVietnam(first)).statusCode).toBe(200);
    expect((await detailOf(customer, id)).Status).toBe(OrderShipStatus.InTransit);
    expect((await receiveVietnam(second)).statusCode).toBe(200);

    // All in: 37.200 + 15.500 shipping + 40.150 insurance = 92.850 ₫ due.
    const pending = (await as(customer)({ url: '/api/ordership/ordershippending' })).json<{
      Items: OrderShipRow[];
    }>();
    expect(pending.Items.map((row) => [row.Id, row.AmountDue, row.Weight])).toEqual([
      [id, 92_850, 1.7],
    ]);
    const pay = () =>
      as(customer)({ method: 'POST', url: '/api/ordership/ordershippay', payload: { Ids: [id] } });
    const short = await pay();
    expect(short.statusCode).toBe(400);
    expect(short.json<string[]>()[0]).toContain('92.850 ₫');
    await fund(t.app, t.admin, customer, 100_000);
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ Amount: 92_850, Balance: 7_150 });
    expect((await pay()).statusCode).toBe(400);

    detail = await detailOf(customer, id);
    expect(detail).toMatchObject({ Status: OrderShipStatus.Paid, AmountDue: 0 });
    expect(detail.Transports.map((parcel) => parcel.Status)).toEqual([
      TransportStatus.Paid,
      TransportStatus.Paid,
    ]);
    expect(detail.History.map((entry) => entry.Status)).toEqual([0, 1, 2, 3, 4]);

    // The parcel list, filtered by the consignment's code, and one parcel's timeline.
    const parcels = (
      await as(customer)({ url: '/api/order/transports', query: { code: code.toLowerCase() } })
    ).json<{ Items: TransportRow[]; Total: number }>();
    expect(parcels.Total).toBe(2);
    const parcel = await as(customer)({
      url: `/api/order/transportdetails/${parcels.Items[1]?.Id}`,
    });
    expect(parcel.json<TransportDetail>().History.map((entry) => entry.Status)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    const byNumber = (
      await as(customer)({ url: '/api/order/transports', query: { transportCode: second } })
    ).json<{ Items: TransportRow[] }>();
    expect(byNumber.Items.map((row) => row.TransportCode)).toEqual([second]);
    // By status: each status is a statement of its own (lib/prepared.ts Inlined), 0 included.
    const byStatus = async (status: number) =>
      (
        await as(customer)({ url: '/api/order/transports', query: { status: String(status) } })
      ).json<{ Items: TransportRow[]; Total: number }>();
    for (const [status, total] of [
      [TransportStatus.Paid, 2],
      [TransportStatus.AwaitingChina, 0],
      [TransportStatus.Delivered, 0],
      [TransportStatus.Paid, 2],
    ] as const) {
      const page = await byStatus(status);
      expect([page.Total, page.Items.every((row) => row.Status === status)]).toEqual([total, true]);
    }

    const statistic = (
      await as(customer)({ url: '/api/ordership/statisticordership' })
    ).json<OrderShipStatistic>();
    expect(statistic).toMatchObject({ Count: 1, ParcelCount: 2, Weight: 1.7, Amount: 92_850 });
    expect(statistic.ByStatus.map((row) => [row.StatusName, row.Count])).toEqual([
      ['Đã thanh toán', 1],
    ]);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(7_150);
  });

  it('refuses a tracking number already active, and claims an unclaimed parcel with its weight', async () => {
    const owner = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const number = trackingNumber('JT');
    expect((await createConsignment(owner, { TransportCodes: [number] })).statusCode).toBe(200);
    const duplicate = await createConsignment(other, { TransportCodes: [number] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      TransportCodes: [`Mã vận đơn ${number} đang được dùng cho một kiện khác`],
    });
    const twice = await createConsignment(other, { TransportCodes: ['AB12345', 'ab12345'] });
    expect(twice.statusCode).toBe(400);

    // Staff receive a parcel nobody registered: it waits, unclaimed, with its weight.
    const unclaimed = trackingNumber('ZT');
    const received = await receiveChina(unclaimed, 2.5, [40, 30, 20]);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<AdminTransportRow>()).toMatchObject({
      CustomerCode: '',
      OrderCode: '',
      ChargedWeight: 4,
      Fee: 0,
    });
    const list = (
      await desk()({
        url: '/api/admin/transports',
        query: { unclaimed: 'true', keyword: unclaimed },
      })
    ).json<{ Items: AdminTransportRow[] }>();
    expect(list.Items.map((row) => row.TransportCode)).toEqual([unclaimed]);

    // The customer who registers it gets it at once, weighed and charged (4 kg volumetric).
    const claimed = await createConsignment(other, { TransportCodes: [unclaimed] });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const detail = await detailOf(other, claimed.json<{ Id: number }>().Id);
    expect(detail.Transports[0]).toMatchObject({
      TransportCode: unclaimed,
      Status: TransportStatus.InChinaWarehouse,
      ChargedWeight: 4,
      Fee: 124_000,
      FeeFormula:
        '4,00 kg (cân quy đổi 40×30×20 cm ÷ 6.000; cân thực 2,50 kg) × 31.000 ₫ (giá bậc 0–10 kg theo tổng 4,00 kg của đơn ký gửi) = 124.000 ₫',
    });
    expect(detail.TotalAmount).toBe(124_000);
    expect(detail.IsEditable).toBe(false);
    // Until someone claims it, it has no destination and stays in China.
    const early = trackingNumber('ZU');
    await receiveChina(early, 1);
    const held = await ship(early);
    expect(held.statusCode).toBe(400);
    expect(held.json<Record<string, string[]>>().TransportCodes?.[0]).toContain('kiện vô chủ');
    const afterClaim = (
      await desk()({
        url: '/api/admin/transports',
        query: { unclaimed: 'true', keyword: unclaimed },
      })
    ).json<{ Items: unknown[] }>();
    expect(afterClaim.Items).toEqual([]);
  });

  it('lets a consignment be cancelled while nothing was received', async () => {
    const customer = await createCustomer(t.app);
    const number = trackingNumber('CX');
    const { Id } = (await createConsignment(customer, { TransportCodes: [number] })).json<{
      Id: number;
    }>();
    const deleted = await as(customer)({
      method: 'DELETE',
      url: `/api/ordership/deleteordership/${Id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<OrderShipDetail>()).toMatchObject({ Status: OrderShipStatus.Cancelled });
    expect(deleted.json<OrderShipDetail>().Transports[0]?.Status).toBe(TransportStatus.Cancelled);
    // Its number is free again.
    expect((await createConsignment(customer, { TransportCodes: [number] })).statusCode).toBe(200);
    const without = (await as(customer)({ url: '/api/ordership/ordershipnottransport' })).json<{
      Items: unknown[];
    }>();
    expect(without.Items).toEqual([]);
    expect((await createConsignment(customer, {})).statusCode).toBe(200);
    const waiting = (await as(customer)({ url: '/api/ordership/ordershipnottransport' })).json<{
      Items: OrderShipRow[];
    }>();
    expect(waiting.Items.map((row) => row.Status)).toEqual([OrderShipStatus.NoTrackingNumber]);
  });

  it('lists each consignment with the items and live parcels its row keeps, and a drift is caught', async () => {
    const customer = await createCustomer(t.app);
    const [first, second, third] = ['RW', 'RW', 'RX'].map(trackingNumber);
    const created = async (codes: string[]) =>
      (await createConsignment(customer, { TransportCodes: codes })).json<{
        Id: number;
        Code: string;
      }>();
    const { Id, Code } = await created([first!]);
    const rowOf = async (id: number) =>
      (await as(customer)({ url: '/api/ordership/getlist' }))
        .json<{ Items: OrderShipRow[] }>()
        .Items.find((row) => row.Id === id);
    expect(await rowOf(Id)).toMatchObject({ ItemCount: 2, DeclaredCNY: 220, Weight: null });

    await as(customer)({
      method: 'POST',
      url: `/api/ordership/addtransportcode/${Id}`,
      payload: { TransportCode: second },
    });
    expect((await receiveChina(first!, 1.5)).statusCode).toBe(200);
    expect(await rowOf(Id)).toMatchObject({ TransportCodes: [first, second], Weight: 1.5 });
    // Its parcels carry its code, and are found by it.
    const parcels = (await as(customer)({ url: `/api/order/transports?code=${Code}` })).json<{
      Items: { TransportCode: string; OrderCode: string }[];
    }>();
    expect(parcels.Items.map((parcel) => [parcel.TransportCode, parcel.OrderCode])).toEqual([
      [second, Code],
      [first, Code],
    ]);

    // Cancelled, a consignment's parcels leave its row: no number, no weight.
    const { Id: other } = await created([third!]);
    expect(await rowOf(other)).toMatchObject({ TransportCodes: [third] });
    await as(customer)({ method: 'DELETE', url: `/api/ordership/deleteordership/${other}` });
    expect(await rowOf(other)).toMatchObject({ ItemCount: 2, TransportCodes: [], Weight: null });

    // The check every test app makes as it closes sees a row that no longer agrees.
    await t.db.execute(sql`update order_ships set parcel_codes = '{X}' where id = ${Id}`);
    expect(await keptRowFactsDrift(t.db)).toEqual([expect.stringContaining(`consignment ${Id}:`)]);
    await t.db.execute(sql`select recount_consignment_rows()`);
    expect(await keptRowFactsDrift(t.db)).toEqual([]);
  });
});

describe('delivery', () => {
  it('pays what is owed with the request, and t.admin deliver orders, consignments and parcels', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 1_000_000);
    const order = await orderInVietnam(customer);
    const consignment = await consignmentInVietnam(customer, 2);
    // The consignment has lain 10 days: 3 days beyond the free 7, × 2 kg × 1.000 ₫ = 6.000 ₫.
    await t.db.execute(
      sql`update transports set arrived_at = now() - interval '10 days 1 hour' where order_ship_id = ${consignment.Id}`,
    );
    const goods = await goodsInVietnam(customer);
    expect(goods.map((row) => [row.Code, row.Kind, row.AmountDue, row.StorageFee])).toEqual([
      [order.Code, GoodsKind.Order, order.AmountDue, 0],
      [consignment.Code, GoodsKind.Consignment, 62_000 + 6_000, 6_000],
    ]);
    const total = order.AmountDue + 68_000;
    // The dashboard sums the same goods its own way: both owe, the aged consignment's free
    // storage ended first and has run up its 6.000 ₫.
    const dashboard = (await as(customer)({ url: '/api/order/getdashboard' })).json<unknown>();
    expect(dashboard).toMatchObject({
      WaitingPayment: { Orders: 1, Consignments: 1, Amount: order.AmountDue + 62_000 },
      StorageDeadline: {
        Code: consignment.Code,
        FreeStorageUntil: goods[1]?.FreeStorageUntil,
        StorageFee: 6_000,
      },
    });

    const created = await requestDelivery(customer, [order.Code, consignment.Code]);
    expect(created.statusCode, created.body).toBe(200);
    const slip = created.json<DeliveryCreated>();
    expect(slip).toMatchObject({
      Code: expect.stringMatching(/^PGH\d{6,}$/) as string,
      Amount: total,
    });
    expect(await goodsInVietnam(customer)).toEqual([]);
    // Goods cannot be in two slips.
    const again = await requestDelivery(customer, [order.Code]);
    expect(again.statusCode).toBe(400);
    expect(again.json<string[]>()[0]).toContain(order.Code);

    const ledger = await ledgerOf(t.db, customer.id);
    expect(
      ledger
        .filter((row) => row.refKind !== 'deposit' && row.type !== TransactionType.OrderDeposit)
        .filter((row) => row.type !== TransactionType.Refund)
        .map((row) => [row.type, row.refCode, row.amount]),
    ).toEqual([
      [TransactionType.OrderPayment, order.Code, -order.AmountDue],
      [TransactionType.ShippingPayment, consignment.Code, -62_000],
      [TransactionType.ShippingPayment, slip.Code, -6_000],
    ]);

    const slips = (
      await as(customer)({
        url: '/api/order/getlistrequestdelivery',
        query: { keyword: consignment.Code },
      })
    ).json<{ Items: DeliveryRow[]; Total: number }>();
    expect(slips.Total).toBe(1);
    expect(slips.Items[0]).toMatchObject({
      Code: slip.Code,
      ListOrders: JSON.stringify([order.Code, consignment.Code].sort()),
      ReceiverPhone: '0912345678',
      MethodName: 'Giao tận nơi',
      StatusName: 'Chờ xử lý',
      TotalWeight: 3,
      AmountPaid: total,
    });

    // Staff: the queue, start, deliver.
    const queue = (
      await desk()({ url: '/api/admin/deliveries', query: { status: '0', keyword: slip.Code } })
    ).json<{ Items: AdminDeliveryRow[] }>();
    expect(queue.Items[0]?.Parcels).toHaveLength(2);
    expect(queue.Items[0]?.CustomerCode).toBe(customer.code);
    const move = (action: string, payload?: object) =>
      desk()({ method: 'PUT', url: `/api/admin/deliveries/${slip.Id}/${action}`, payload });
    expect((await move('deliver')).statusCode).toBe(400);
    expect((await move('start')).json<AdminDeliveryRow>().Status).toBe(DeliveryStatus.Delivering);
    let detail = (
      await as(customer)({ url: `/api/order/getorderdetails/${order.Id}` })
    ).json<OrderDetail>();
    expect(detail.State).toBe(OrderState.Delivering);
    expect(detail.Transports[0]?.Status).toBe(TransportStatus.Delivering);
    // Proof of delivery: who took the goods, kept on the slip and told the customer.
    const tooLong = await move('deliver', { ReceiverName: 'x'.repeat(101) });
    expect(tooLong.json()).toEqual({ ReceiverName: ['Họ tên không quá 100 ký tự'] });
    const delivered = (
      await move('deliver', { ReceiverName: ' Trần Văn Bình ' })
    ).json<AdminDeliveryRow>();
    expect(delivered).toMatchObject({ StatusName: 'Đã giao', DeliveredTo: 'Trần Văn Bình' });
    detail = (
      await as(customer)({ url: `/api/order/getorderdetails/${order.Id}` })
    ).json<OrderDetail>();
    expect(detail.State).toBe(OrderState.Delivered);
    const shipped = await detailOf(customer, consignment.Id);
    expect(shipped.Status).toBe(OrderShipStatus.Delivered);
    expect(shipped.Transports[0]?.Status).toBe(TransportStatus.Delivered);

    const inbox = (
      await as(customer)({ url: '/api/customer/getmessages', query: { take: '5' } })
    ).json<{ Items: { Note: string }[] }>();
    expect(inbox.Items[0]?.Note).toContain(
      `Phiếu giao ${slip.Code} đã giao thành công (người nhận: Trần Văn Bình)`,
    );
    const listed = (
      await as(customer)({
        url: '/api/order/getlistrequestdelivery',
        query: { keyword: slip.Code },
      })
    ).json<{ Items: DeliveryRow[] }>();
    expect(listed.Items[0]?.DeliveredTo).toBe('Trần Văn Bình');
    // Everything the order and the consignment cost, and the storage: nothing more, nothing less.
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(
      1_000_000 - order.TotalAmount - 68_000,
    );
  });

  it('refuses a request the wallet cannot pay, naming the shortfall, and moves nothing', async () => {
    const customer = await createCustomer(t.app);
    const consignment = await consignmentInVietnam(customer, 1);
    const refused = await requestDelivery(customer, [consignment.Code]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      'Số dư trong ví không đủ. Vui lòng nạp thêm 31.000 ₫ (số dư hiện có 0 ₫).',
    ]);
    const [waiting] = await goodsInVietnam(customer);
    expect(waiting?.Code).toBe(consignment.Code);
    expect((await detailOf(customer, consignment.Id)).Status).toBe(OrderShipStatus.AwaitingPayment);
    // The dashboard counts the parcel, what waits for payment, and when free storage ends.
    const dashboard = (await as(customer)({ url: '/api/order/getdashboard' })).json<unknown>();
    expect(dashboard).toMatchObject({
      TransportCounts: [{ Status: TransportStatus.InVietnamWarehouse, Count: 1 }],
      WaitingPayment: { Orders: 0, Consignments: 1, Amount: 31_000 },
      StorageDeadline: {
        Code: consignment.Code,
        FreeStorageUntil: waiting?.FreeStorageUntil,
        StorageFee: 0,
      },
    });
  });

  it('makes one slip per warehouse', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const hanoi = await consignmentInVietnam(customer, 1, 1);
    const saigon = await consignmentInVietnam(customer, 1, 2);
    const mixed = await requestDelivery(customer, [hanoi.Code, saigon.Code]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<string[]>()[0]).toMatch(/^Một phiếu giao chỉ gồm hàng ở cùng một kho/);
    const slip = await requestDelivery(customer, [saigon.Code]);
    expect(slip.statusCode, slip.body).toBe(200);
    const [row] = (await as(customer)({ url: '/api/order/getlistrequestdelivery' })).json<{
      Items: DeliveryRow[];
    }>().Items;
    expect(row?.WarehouseName).toBe('Kho TP. Hồ Chí Minh');
  });

  it('never puts the same goods in two slips, even when two requests race', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const consignment = await consignmentInVietnam(customer, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => requestDelivery(customer, [consignment.Code])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const slips = (await as(customer)({ url: '/api/order/getlistrequestdelivery' })).json<{
      Total: number;
    }>();
    expect(slips.Total).toBe(1);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(500_000 - 31_000);

    // A repeat with the same Idempotency-Key answers the first slip and moves nothing more.
    const other = await consignmentInVietnam(customer, 1);
    const first = await requestDelivery(customer, [other.Code], 'giao-1');
    const repeat = await requestDelivery(customer, [other.Code], 'giao-1');
    expect(repeat.json()).toEqual(first.json());
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(500_000 - 62_000);
  });

  it('puts the goods of a cancelled slip back, without charging their storage twice', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const consignment = await consignmentInVietnam(customer, 1);
    await t.db.execute(
      sql`update transports set arrived_at = now() - interval '9 days 1 hour' where order_ship_id = ${consignment.Id}`,
    );
    const slip = (await requestDelivery(customer, [consignment.Code])).json<DeliveryCreated>();
    expect(slip.Amount).toBe(31_000 + 2_000);
    const cancel = await desk()({
      method: 'PUT',
      url: `/api/admin/deliveries/${slip.Id}/cancel`,
      payload: { Reason: 'Khách hẹn lại ngày giao' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<AdminDeliveryRow>().Status).toBe(DeliveryStatus.Cancelled);
    const back = await goodsInVietnam(customer);
    expect(back.map((row) => [row.Code, row.AmountDue])).toEqual([[consignment.Code, 0]]);
    const second = await requestDelivery(customer, [consignment.Code]);
    expect(second.json<DeliveryCreated>().Amount).toBe(0);
    expect(await expectLedgerConsistent(t.db, customer.id)).toBe(500_000 - 33_000);
  });

  it('keeps each goods’ last arrival and slip as its parcels and slips change (migration 0019)', async () => {
    const customer = await createCustomer(t.app);
    await fund(t.app, t.admin, customer, 500_000);
    const consignment = await consignmentInVietnam(customer, 1);
    const kept = async () => {
      const rows = await rowsOf<{ arrived: string | null; in_slip: boolean }>(
        t.db,
        sql`select last_arrived_at::text as arrived, in_slip from order_ships where id = ${consignment.Id}`,
      );
      return rows[0];
    };
    // A second parcel of the same consignment, arrived later, moves the last arrival on; once it
    // is cancelled, the last arrival is the first parcel's again.
    const parcels = await rowsOf<{ id: number; arrived: string }>(
      t.db,
      sql`select id, arrived_at::text as arrived from transports where order_ship_id = ${consignment.Id}`,
    );
    const first = parcels[0];
    expect(parcels).toHaveLength(1);
    expect(await kept()).toEqual({ arrived: first?.arrived, in_slip: false });
    const added = await rowsOf<{ id: number }>(
      t.db,
      sql`insert into transports (transport_code, customer_id, order_ship_id, status, arrived_at)
        values (${trackingNumber('KG')}, ${customer.id}, ${consignment.Id}, 3, ${first?.arrived}::timestamptz + interval '2 days')
        returning id`,
    );
    expect((await kept())?.arrived).not.toBe(first?.arrived);
    await t.db.execute(sql`update transports set status = 7 where id = ${added[0]?.id}`);
    expect((await kept())?.arrived).toBe(first?.arrived);

    // A slip holds it until the slip is cancelled.
    const slip = (await requestDelivery(customer, [consignment.Code])).json<DeliveryCreated>();
    expect((await kept())?.in_slip).toBe(true);
    const cancel = await desk()({
      method: 'PUT',
      url: `/api/admin/deliveries/${slip.Id}/cancel`,
      payload: { Reason: 'Khách đổi địa chỉ' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await kept())?.in_slip).toBe(false);

    // And across every order and consignment this file has made, what is kept is what the parcels
    // and slips say.
    const wrong = await rowsOf(
      t.db,
      sql`
      select 'order' as kind, o.id from orders o
        where o.last_arrived_at is distinct from (select max(arrived_at) from transports t
            where t.order_id = o.id and t.status <> 7)
          or o.in_slip <> exists (select 1 from delivery_goods g
            where g.kind = 1 and g.goods_id = o.id and not g.released)
      union all
      select 'consignment', s.id from order_ships s
        where s.last_arrived_at is distinct from (select max(arrived_at) from transports t
            where t.order_ship_id = s.id and t.status <> 7)
          or s.in_slip <> exists (select 1 from delivery_goods g
            where g.kind = 2 and g.goods_id = s.id and not g.released)`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('ownership', () => {
  it('answers 404 for another customer’s consignments and parcels on every call', async () => {
    const owner = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    const number = trackingNumber('OW');
    const { Id } = (await createConsignment(owner, { TransportCodes: [number] })).json<{
      Id: number;
    }>();
    const detail = await detailOf(owner, Id);
    const parcelId = detail.Transports[0]?.Id;
    const itemId = detail.Items[0]?.Id;
    const calls = [
      { url: `/api/ordership/getordershipdetails/${Id}` },
      { url: `/api/order/transportdetails/${parcelId}` },
      {
        method: 'POST' as const,
        url: `/api/ordership/addtransportcode/${Id}`,
        payload: { TransportCode: trackingNumber('XX') },
      },
      {
        method: 'POST' as const,
        url: `/api/ordership/addordershipitem/${Id}`,
        payload: { ProductName: 'Lạ', Quantity: 1, PriceCNY: 1 },
      },
      { method: 'DELETE' as const, url: `/api/ordership/deleteordershipitem/${itemId}` },
      { method: 'DELETE' as const, url: `/api/ordership/deleteordership/${Id}` },
      { method: 'POST' as const, url: '/api/ordership/ordershippay', payload: { Ids: [Id] } },
    ];
    for (const call of calls) {
      const response = await as(stranger)(call);
      expect(response.statusCode, `${call.url} ${response.body}`).toBe(404);
    }
    const lists = await Promise.all(
      ['/api/order/transports', '/api/ordership/getlist', '/api/order/getlistrequestdelivery'].map(
        (url) => as(stranger)({ url }),
      ),
    );
    for (const list of lists)
      expect(list.json()).toEqual({ Items: [], Total: 0, NextCursor: null });
    // A slip cannot name another customer's goods either.
    const theirs = await requestDelivery(stranger, [detail.Code]);
    expect(theirs.statusCode).toBe(400);
    expect((await detailOf(owner, Id)).Items).toHaveLength(2);
  });
});
