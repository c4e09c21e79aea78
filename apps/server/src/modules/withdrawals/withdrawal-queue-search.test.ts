import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWithdrawalRow } from '@app/shared';
import { asUser, createCustomer, type TestCustomer } from '../../test/factories.js';
import { adminToken, fund, withdrawalPayload } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let lan: TestCustomer;
let other: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lan = await createCustomer(t.app, { Phone: '0903 111 222' });
  const named = await asUser(
    t.app,
    lan.token,
  )({
    method: 'POST',
    url: '/api/customer/updateuserinfo',
    payload: { FullName: 'Phạm Ngọc Lan', Phone: '0903 111 222', Address: '', WarehouseId: 1 },
  });
  expect(named.statusCode, named.body).toBe(200);
  other = await createCustomer(t.app);
});
afterAll(async () => t.close());

const withdrawals = async (keyword: string): Promise<number[]> => {
  const response = await asUser(
    t.app,
    admin,
  )({ url: '/api/admin/withdrawals', query: { keyword, status: '0' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: AdminWithdrawalRow[] }>().Items.map((row) => row.Id);
};

describe('the withdrawal queue finds a request', () => {
  it('by its code, the account it is paid to (however grouped), or the customer', async () => {
    await fund(t.app, admin, lan, 2_000_000);
    const asked = await asUser(
      t.app,
      lan.token,
    )({
      method: 'POST',
      url: '/api/customer/withdrawal',
      payload: { ...withdrawalPayload(300_000), AccountNumber: '19035551234567' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { Id, Code } = asked.json<{ Id: number; Code: string }>();
    for (const keyword of [
      Code.toLowerCase(),
      '19035551234567',
      '1903 5551 2345 67',
      'phạm ngọc',
      lan.code,
    ]) {
      expect(await withdrawals(keyword), keyword).toEqual([Id]);
    }
    expect(await withdrawals(other.code)).toEqual([]);
    expect(await withdrawals('1903555')).toEqual([]);
  });
});
