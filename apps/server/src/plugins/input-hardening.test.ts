import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as text } from '@app/shared';
import { createCustomer, type TestCustomer } from '../test/factories.js';
import { testAppForFile } from '../test/file-app.js';

/** The inputs an outside probe found answering 500, each now refused with a clear 400. */

const t = testAppForFile();
let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(t.app);
});

describe('integers beyond the column range', () => {
  it('refuses such an id in a path', async () => {
    const response = await t.asAdmin({ url: '/api/admin/customers/2147483648' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ id: [text.pathIdInvalid] });
  });

  it('refuses such an id in a body and in a list', async () => {
    const as = t.as(customer);
    const info = await as({
      method: 'POST',
      url: '/api/customer/updateuserinfo',
      payload: { Phone: '0901234567', WarehouseId: 2_147_483_648 },
    });
    expect(info.statusCode).toBe(400);
    expect(info.json()).toEqual({ WarehouseId: [text.warehouseRequired] });
    const read = await as({
      method: 'PUT',
      url: '/api/customer/updatereadmessage',
      payload: { Ids: [1, 2_147_483_648] },
    });
    expect(read.statusCode).toBe(400);
    expect(read.json()).toEqual({ Ids: [text.idsInvalid] });
  });
});

describe('text the database cannot store', () => {
  it('refuses the NUL character in a query', async () => {
    const response = await t.as(customer)({ url: '/api/customer/getmessages?message=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [text.textControlCharacter] });
  });

  it('refuses the NUL character and a lone surrogate in a body', async () => {
    for (const FullName of ['An\u0000', 'An\ud800', '\udfffAn']) {
      const response = await t.as(customer)({
        method: 'POST',
        url: '/api/customer/updateuserinfo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ FullName, Phone: '0901234567', WarehouseId: 1 }),
      });
      expect(response.statusCode, JSON.stringify(FullName)).toBe(400);
      expect(response.json()).toEqual({ FullName: [text.textControlCharacter] });
    }
  });

  it('keeps an emoji, which is a valid surrogate pair', async () => {
    const response = await t.as(customer)({
      method: 'POST',
      url: '/api/customer/updateuserinfo',
      payload: { FullName: 'An 😀', Phone: '0901234567', WarehouseId: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ FullName: 'An 😀' });
  });
});

describe('bodies of the wrong shape', () => {
  it('answers a JSON null body with the contract, not a 500', async () => {
    for (const url of [
      '/api/account/register',
      '/api/account/login',
      '/api/account/resetpassword/abc',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual([text.bodyInvalid]);
    }
  });

  it('names the field in Vietnamese when a query value comes twice', async () => {
    const response = await t.as(customer)({ url: '/api/customer/getmessages?message=a&message=b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ['Nội dung tìm kiếm phải là chữ'] });
  });
});

describe('settings read back', () => {
  it('keeps a text that looks like a number a text', async () => {
    const as = t.asAdmin;
    const settings = (await as({ url: '/api/admin/settings' })).json<Record<string, unknown>>();
    for (const NotifySite of ['123', 'true', 'null', '1e5']) {
      const saved = await as({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...settings, NotifySite },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await t.as(customer)({ url: '/api/customer/getsettingdefault' });
      expect(read.statusCode).toBe(200);
      expect(read.json<{ Settings: { NotifySite: unknown } }>().Settings.NotifySite).toBe(
        NotifySite,
      );
    }
  });
});

describe('requests refused before any route', () => {
  const expectOurHeaders = (headers: http.IncomingHttpHeaders | Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  };

  it('answers a path that is not valid percent-encoding in Vietnamese, with our headers', async () => {
    const response = await t.app.inject({ url: '/api/admin/customers/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.pathInvalid]);
    expectOurHeaders(response.headers);
  });

  it('answers an over-long path parameter with 414 in Vietnamese, with our headers', async () => {
    const response = await t.app.inject({ url: `/api/admin/customers/${'9'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ Message: text.pathTooLong });
    expect(response.body).not.toContain('FST_ERR');
    expectOurHeaders(response.headers);
  });

  it('answers oversize headers with 431 in Vietnamese, with our headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/account/getwarehouses',
          headers: { 'x-big': 'a'.repeat(40_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ Message: text.headersTooLarge });
    expectOurHeaders(answer.headers);
  });
});
