import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryStatus, type QueueCounts } from '@app/shared';
import { deliveries } from '../../db/schema.js';
import { asUser, createCustomer } from '../../test/factories.js';
import { adminToken, declareDeposit, fund, withdrawalPayload } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SEPAY_KEY = 'sepay-api-key-for-queue-counts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEPAY_API_KEY: SEPAY_KEY } });
  admin = await adminToken(t.app);
});
afterAll(async () => t.close());

const counts = async (token = admin) => {
  const response = await asUser(t.app, token)({ url: '/api/admin/queue-counts' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QueueCounts>();
};

describe('the console menu’s pending counts', () => {
  it('count what waits in each queue, and drop as staff work through it', async () => {
    expect(await counts()).toEqual({
      Deposits: 0,
      Withdrawals: 0,
      BankTransfers: 0,
      Deliveries: 0,
      ExtensionReports: 0,
      Vouchers: 0,
    });

    const customer = await createCustomer(t.app);
    await fund(t.app, admin, customer, 1_000_000);
    const waiting = await declareDeposit(t.app, customer, 250_000);
    await declareDeposit(t.app, customer, 300_000);
    const withdrawal = await asUser(
      t.app,
      customer.token,
    )({ method: 'POST', url: '/api/customer/withdrawal', payload: withdrawalPayload(200_000) });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sepay',
      headers: { authorization: `Apikey ${SEPAY_KEY}` },
      payload: {
        id: 9_100_001,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-23 20:15:00',
        accountNumber: '0011004123456',
        subAccount: null,
        code: null,
        content: 'CHUYEN TIEN KHONG RO NOI DUNG',
        transferType: 'in',
        transferAmount: 123_000,
        accumulated: 0,
        referenceCode: 'FT9100001',
        description: '',
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    // A slip waiting to go out (made directly: its goods' whole journey is another module's test).
    await t.db.insert(deliveries).values({
      customerId: customer.id,
      receiverName: 'Người nhận',
      receiverPhone: '0912345678',
      address: 'Hà Nội',
      method: 1,
      status: DeliveryStatus.Pending,
      listOrders: [],
      totalGrams: 1000,
      amountPaid: 0,
      warehouseId: 1,
    });

    const reported = await asUser(
      t.app,
      customer.token,
    )({
      method: 'POST',
      url: '/api/extension/report',
      payload: {
        Link: 'https://item.taobao.com/item.htm?id=600000000001',
        Site: 'taobao',
        Version: '1.0.0',
      },
    });
    expect(reported.statusCode, reported.body).toBe(200);

    expect(await counts()).toEqual({
      Deposits: 2,
      Withdrawals: 1,
      BankTransfers: 1,
      Deliveries: 1,
      ExtensionReports: 1,
      Vouchers: 0,
    });

    const approved = await asUser(
      t.app,
      admin,
    )({ method: 'PUT', url: `/api/admin/deposits/${waiting.Id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await counts()).toMatchObject({ Deposits: 1 });
  });

  it('are for staff: a customer is refused', async () => {
    const customer = await createCustomer(t.app);
    const refused = await asUser(t.app, customer.token)({ url: '/api/admin/queue-counts' });
    expect(refused.statusCode).toBe(403);
  });
});
