import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Settings } from '@app/shared';
import { asUser, createCustomer, login } from '../../test/factories.js';
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

    const staff = await adminToken(t.app);
    await asUser(
      t.app,
      staff,
    )({
      method: 'PUT',
      url: `/api/admin/customers/${customer.id}/lock`,
      payload: { Locked: true },
    });
    expect((await userInfo(t, other)).statusCode).toBe(401);
  });

  it('answers a settings change at once', async () => {
    const staff = await adminToken(t.app);
    const customer = await createCustomer(t.app);
    const rate = async () =>
      (await asUser(t.app, customer.token)({ url: '/api/order/getdashboard' })).json<{
        CurrentRate: number;
      }>().CurrentRate;
    expect(await rate()).toBe(3650);
    expect(await rate()).toBe(3650);
    const settings = (await asUser(t.app, staff)({ url: '/api/admin/settings' })).json<Settings>();
    const saved = await asUser(
      t.app,
      staff,
    )({ method: 'PUT', url: '/api/admin/settings', payload: { ...settings, CurrentRate: 3700 } });
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

    const staff = await adminToken(a.app);
    await asUser(
      a.app,
      staff,
    )({
      method: 'PUT',
      url: `/api/admin/customers/${customer.id}/lock`,
      payload: { Locked: true },
    });
    const afterLock = await millisUntil(async () => (await userInfo(b, second)).statusCode === 401);
    console.log(
      `the other server refused the session ${afterLogout.toFixed(1)} ms after logout, ${afterLock.toFixed(1)} ms after the lock`,
    );
  });

  it('shows a settings change saved on the other server', async () => {
    const staff = await adminToken(a.app);
    const customer = await createCustomer(a.app);
    const rate = async () =>
      (await asUser(b.app, customer.token)({ url: '/api/order/getdashboard' })).json<{
        CurrentRate: number;
      }>().CurrentRate;
    const before = await rate();
    const settings = (await asUser(a.app, staff)({ url: '/api/admin/settings' })).json<Settings>();
    await asUser(
      a.app,
      staff,
    )({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...settings, CurrentRate: before + 25 },
    });
    await millisUntil(async () => (await rate()) === before + 25);
  });
});
