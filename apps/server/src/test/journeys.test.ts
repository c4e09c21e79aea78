import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeliveryStatus,
  OrderShipStatus,
  OrderState,
  deliveryStatusNames,
  orderShipStatusNames,
  orderStateNames,
} from '@app/shared';
import { adminToken, expectLedgerConsistent } from './money.js';
import {
  consignmentIn,
  deskOf,
  fundedCustomer,
  orderIn,
  slipOf,
  staffMember,
  type Desk,
} from './journeys.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The shared journeys reach every order, consignment and slip state through the API, the ledger
 * right at each, and open staff accounts of each role.
 */

let t: TestApp;
let desk: Desk;
beforeAll(async () => {
  t = await createTestApp();
  desk = deskOf(t.app, await adminToken(t.app));
});
afterAll(async () => t.close());

describe('orderIn', () => {
  it.each(Object.entries(OrderState))('brings an order to %s', async (_name, state) => {
    const customer = await fundedCustomer(desk);
    const order = await orderIn(desk, customer, state);
    expect(order.code, orderStateNames[state]).toMatch(/^DH\d{6,}$/);
    await expectLedgerConsistent(t.db, customer.id);
  });
});

describe('consignmentIn', () => {
  it.each(Object.entries(OrderShipStatus))('brings a consignment to %s', async (_name, status) => {
    const customer = await fundedCustomer(desk);
    const consignment = await consignmentIn(desk, customer, status);
    expect(consignment.code, orderShipStatusNames[status]).toMatch(/^KG\d{6,}$/);
    await expectLedgerConsistent(t.db, customer.id);
  });
});

describe('slipOf', () => {
  it.each(Object.entries(DeliveryStatus))('brings a delivery slip to %s', async (_name, status) => {
    const customer = await fundedCustomer(desk);
    const order = await orderIn(desk, customer, OrderState.Paid);
    const slip = await slipOf(desk, customer, [order.code], status);
    const slips = await desk.call<{ Items: { Id: number; Status: number }[] }>({
      url: '/api/order/getlistrequestdelivery',
      token: customer.token,
    });
    const found = slips.Items.find((row) => row.Id === slip.id);
    expect(found?.Status, deliveryStatusNames[status]).toBe(status);
  });
});

describe('staffMember', () => {
  it.each(['staff', 'admin'] as const)(
    'opens a %s account that can sign in to the console',
    async (role) => {
      const member = await staffMember(desk, role);
      const customers = await desk.call<{ Total: number }>({
        url: '/api/admin/customers',
        token: member.token,
      });
      expect(customers.Total).toBeGreaterThanOrEqual(0);
    },
  );
});
