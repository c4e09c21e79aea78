import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A wrong password from `remoteAddress`, claiming to come from `forwardedFor`. */
const guess = (app: TestApp, n: number, remoteAddress: string, forwardedFor: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { UserName: `doan-${n}@example.vn`, Password: 'sai-mat-khau' },
  });

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the per-address limit', async () => {
    t = await createTestApp();
    for (let i = 0; i < 20; i++) {
      expect((await guess(t, i, '203.0.113.9', `198.51.100.${i}`)).statusCode).toBe(400);
    }
    expect((await guess(t, 99, '203.0.113.9', '198.51.100.200')).statusCode).toBe(429);
  });

  it('reads X-Forwarded-For from a proxy named in TRUST_PROXY, and only from it', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    // Behind the trusted proxy, each client has its own limit.
    for (let i = 0; i < 25; i++) {
      expect((await guess(t, i, '10.0.0.5', `198.51.100.${i}`)).statusCode).toBe(400);
    }
    // A connection from anywhere else cannot choose its address.
    for (let i = 0; i < 20; i++) await guess(t, i, '203.0.113.7', `192.0.2.${i}`);
    expect((await guess(t, 99, '203.0.113.7', '192.0.2.250')).statusCode).toBe(429);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses at start-up', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,khong-phai-dia-chi' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
