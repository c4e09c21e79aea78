import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, orderStateNames } from '@app/shared';
import { adminToken, expectLedgerConsistent } from './money.js';
import { fundedCustomer, orderIn, type Desk } from './journeys.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The shared factory reaches every order state through the API, the ledger right at each. */

let t: TestApp;
let desk: Desk;
beforeAll(async () => {
  t = await createTestApp();
  desk = { app: t.app, staff: await adminToken(t.app) };
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
