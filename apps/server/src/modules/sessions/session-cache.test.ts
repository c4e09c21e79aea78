import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Settings } from '@app/shared';
import { asUser, createCustomer, login, type TestCustomer } from '../../test/factories.js';
import { adminToken } from '../../test/money.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Sessions and settings are kept in memory (issue 11), yet a logout, a lock or a settings change
 * takes effect at once, on this server and on every other one on the same database: the database
 * announces each change (LISTEN/NOTIFY) and every server drops what it cached.
 */

/**
 * How long until `check` holds, asked again and again. The 2 s bound is not a speed target: a
 * server that missed the change would keep its cached session for a minute.
 */
async function millisUntil(check: () => Promise<boolean>, limitMs = 2_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`not within ${limitMs} ms`);
}

const userInfo = (t: TestApp, token: string) =>
  asUser(t.app, token)({ url: '/api/customer/userinfo' });

/** Requests as the seeded admin on server `t`, in a session of its own. */
const asAdminOn = async (t: TestApp) => asUser(t.app, await adminToken(t.app));

/** The seeded admin locks the customer's account, which ends every session of theirs. */
const lockCustomer = async (t: TestApp, customerId: number) =>
  (await asAdminOn(t))({
    method: 'PUT',
    url: `/api/admin/customers/${customerId}/lock`,
    payload: { Locked: true },
  });

/** The exchange rate the customer's dashboard shows on server `t`. */
const rateOn = async (t: TestApp, customer: TestCustomer) =>
  (await asUser(t.app, customer.token)({ url: '/api/order/getdashboard' })).json<{
    CurrentRate: number;
  }>().CurrentRate;

/** The seeded admin saves the settings, with another exchange rate, on server `t`. */
async function saveRate(t: TestApp, CurrentRate: number) {
  const admin = await asAdminOn(t);
  const settings = (await admin({ url: '/api/admin/settings' })).json<Settings>();
  return admin({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { ...settings, CurrentRate },
  });
}

describe('on one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a session at once after logout, lock or password change, cached or not', async () => {
    const customer = await createCustomer(t.app);
    const other = await login(t.app, customer.email, customer.password);
    // Read twice: the second answer comes from memory.
    expect((await userInfo(t, customer.token)).statusCode).toBe(200);
    expect((await userInfo(t, other)).statusCode).toBe(200);
    expect((await userInfo(t, other)).statusCode).toBe(200);
    await asUser(t.app, customer.token)({ method: 'POST', url: '/api/customer/logout' });
    expect((await userInfo(t, customer.token)).statusCode).toBe(401);
    expect((await userInfo(t, other)).statusCode).toBe(200);

    await lockCustomer(t, customer.id);
    expect((await userInfo(t, other)).statusCode).toBe(401);
  });

  it('answers a settings change at once', async () => {
    const customer = await createCustomer(t.app);
    const rate = () => rateOn(t, customer);
    expect(await rate()).toBe(3650);
    expect(await rate()).toBe(3650);
    const saved = await saveRate(t, 3700);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rate()).toBe(3700);
  });
});

describe.runIf(inject('databaseSource').kind === 'postgres')('on two servers, one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('ends a session everywhere the moment it is revoked or its account locked', async () => {
    const customer = await createCustomer(a.app);
    const second = await login(a.app, customer.email, customer.password);
    for (const token of [customer.token, second]) {
      expect((await userInfo(b, token)).statusCode).toBe(200);
      expect((await userInfo(b, token)).statusCode).toBe(200);
    }
    await asUser(a.app, customer.token)({ method: 'POST', url: '/api/customer/logout' });
    const afterLogout = await millisUntil(
      async () => (await userInfo(b, customer.token)).statusCode === 401,
    );
    expect((await userInfo(b, second)).statusCode).toBe(200);

    await lockCustomer(a, customer.id);
    const afterLock = await millisUntil(async () => (await userInfo(b, second)).statusCode === 401);
    console.log(
      `the other server refused the session ${afterLogout.toFixed(1)} ms after logout, ${afterLock.toFixed(1)} ms after the lock`,
    );
  });

  it('shows a settings change saved on the other server', async () => {
    const customer = await createCustomer(a.app);
    const rate = () => rateOn(b, customer);
    const before = await rate();
    const saved = await saveRate(a, before + 25);
    expect(saved.statusCode, saved.body).toBe(200);
    await millisUntil(async () => (await rate()) === before + 25);
  });
});
