import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { OrderState, type OrderDetail } from '@app/shared';
import { asUser, createCustomer, type TestCustomer } from './factories.js';
import { fund } from './money.js';

/**
 * Goods in any state, reached the way the product reaches it: every step is the API call a
 * customer, the buying desk or the warehouse makes, so a test starts from a real order rather
 * than rows written by hand, and a change to any step shows in every test that passes through it.
 */

export interface Desk {
  app: FastifyInstance;
  /** A staff member's token: the buying desk, the warehouse and the delivery slips. */
  staff: string;
}

let sequence = 0;
/** A tracking number no other journey uses. */
const trackingNumber = () => `JR${Date.now() % 10_000_000}${++sequence}`;

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

/** A new customer with `amount` đồng in the wallet, deposited and approved as staff would. */
export async function fundedCustomer(desk: Desk, amount = 20_000_000): Promise<TestCustomer> {
  const customer = await createCustomer(desk.app);
  await fund(desk.app, desk.staff, customer, amount);
  return customer;
}

/** What an order journey answers: the order and the tracking number its shop shipped it under. */
export interface JourneyOrder {
  id: number;
  code: string;
  trackingNumber: string;
}

/**
 * An order of `customer` (who must hold enough money for its deposit and payment) brought to
 * `state` through the calls that move it: created, deposited, bought, shipped by the shop,
 * received and weighed in China, shipped, received in Vietnam, paid, delivered; or cancelled
 * while it waits for its deposit.
 */
export async function orderIn(
  desk: Desk,
  customer: TestCustomer,
  state: OrderState,
): Promise<JourneyOrder> {
  const as = asUser(desk.app, customer.token);
  const staff = asUser(desk.app, desk.staff);
  const created = await ok<{ Id: number; Code: string }>(
    as({
      method: 'POST',
      url: '/api/order/createorder',
      payload: {
        ShopName: 'Shop hành trình',
        ShopLink: '',
        Site: 'taobao',
        Note: '',
        IsInspection: false,
        IsWoodenCrate: false,
        Items: [{ ProductName: 'Áo gió', PriceCNY: 50, Quantity: 2 }],
      },
    }),
  );
  const order = { id: created.Id, code: created.Code, trackingNumber: trackingNumber() };
  if (state === OrderState.Cancelled) {
    await ok(as({ method: 'PUT', url: `/api/order/cancelorder/${order.id}` }));
    return order;
  }
  const steps: [OrderState, () => Promise<unknown>][] = [
    [
      OrderState.Deposited,
      () =>
        ok(
          as({
            method: 'POST',
            url: '/api/order/updateorderdeposit',
            payload: { Ids: [order.id] },
          }),
        ),
    ],
    [
      OrderState.Buying,
      () => ok(staff({ method: 'PUT', url: `/api/admin/orders/${order.id}/start-buying` })),
    ],
    [
      OrderState.Bought,
      async () => {
        const detail = await ok<OrderDetail>(as({ url: `/api/order/getorderdetails/${order.id}` }));
        await ok(
          staff({
            method: 'PUT',
            url: `/api/admin/orders/${order.id}/bought`,
            payload: {
              ShopOrderNumber: `SO-${order.code}`,
              InlandShippingCNY: 0,
              Items: detail.Items.map((item) => ({
                Id: item.Id,
                PriceCNY: item.PriceCNY,
                QuantityBought: item.Quantity,
              })),
            },
          }),
        );
      },
    ],
    [
      OrderState.ShopShipped,
      () =>
        ok(
          staff({
            method: 'PUT',
            url: `/api/admin/orders/${order.id}/shop-shipped`,
            payload: { TransportCodes: [order.trackingNumber] },
          }),
        ),
    ],
    [
      OrderState.InChinaWarehouse,
      () =>
        ok(
          staff({
            method: 'POST',
            url: '/api/admin/transports/receive-china',
            payload: {
              TransportCode: order.trackingNumber,
              Weight: 1.2,
              Length: 30,
              Width: 20,
              Height: 10,
            },
          }),
        ),
    ],
    [
      OrderState.InTransit,
      () =>
        ok(
          staff({
            method: 'POST',
            url: '/api/admin/transports/ship',
            payload: { TransportCodes: [order.trackingNumber] },
          }),
        ),
    ],
    [
      OrderState.InVietnamWarehouse,
      () =>
        ok(
          staff({
            method: 'POST',
            url: '/api/admin/transports/receive-vietnam',
            payload: { TransportCode: order.trackingNumber, WarehouseId: 1 },
          }),
        ),
    ],
    [
      OrderState.Paid,
      () =>
        ok(as({ method: 'POST', url: '/api/order/updateorderpay', payload: { Ids: [order.id] } })),
    ],
  ];
  for (const [reached, move] of steps) {
    if (reached > state) break;
    await move();
  }
  if (state >= OrderState.Delivering) await deliver(desk, customer, order, state);
  const detail = await ok<OrderDetail>(as({ url: `/api/order/getorderdetails/${order.id}` }));
  expect(detail.State, `order ${order.code} should have reached ${state}`).toBe(state);
  return order;
}

/** A delivery slip for the paid order, started (Delivering) and, for Delivered, handed over. */
async function deliver(desk: Desk, customer: TestCustomer, order: JourneyOrder, state: OrderState) {
  const slip = await ok<{ Id: number }>(
    asUser(
      desk.app,
      customer.token,
    )({
      method: 'POST',
      url: '/api/order/createrequestdelivery',
      payload: {
        ListOrders: [order.code],
        ReceiverName: 'Người nhận',
        ReceiverPhone: '0901234567',
        Address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
        Method: 1,
      },
    }),
  );
  const staff = asUser(desk.app, desk.staff);
  await ok(staff({ method: 'PUT', url: `/api/admin/deliveries/${slip.Id}/start` }));
  if (state === OrderState.Delivered) {
    await ok(staff({ method: 'PUT', url: `/api/admin/deliveries/${slip.Id}/deliver` }));
  }
}
