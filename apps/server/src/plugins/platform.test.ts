import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as text } from '@app/shared';
import { createCustomer, postJsonText } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes can only be added before the first request: this one stands for any unexpected failure.
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret detail');
  });
});
afterAll(async () => t.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
};

describe('security headers', () => {
  it('are on an API answer', async () => {
    const response = await t.app.inject({ url: '/api/account/getwarehouses' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on a 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and the Vietnamese message', async () => {
    const response = await t.app.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: text.notFound });
  });

  it('opens a portal address typed without its # in the app, and keeps files and the API 404', async () => {
    for (const url of ['/dashboard', '/order?state=1', '/admin/orders/12']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/#${url}`);
    }
    for (const url of ['/missing.js', '/api/nothing']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  it('answers an unexpected failure with 500, the request id and no detail', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ Message: string; RequestId: string }>();
    expect(body.RequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.Message).toContain(body.RequestId);
    expect(body.Message).toContain('Hệ thống đang gặp sự cố');
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('at ');
  });

  it('gives each failure its own request id', async () => {
    const first = (await t.app.inject({ url: '/api/test/boom' })).json<{ RequestId: string }>();
    const second = (await t.app.inject({ url: '/api/test/boom' })).json<{ RequestId: string }>();
    expect(first.RequestId).not.toBe(second.RequestId);
  });

  it('refuses a JSON string where an object is expected with a Vietnamese message', async () => {
    const response = await postJsonText(t.app, '/api/account/login', '"abc"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([text.bodyInvalid]);
  });

  it('answers a field of the wrong type in Vietnamese, not in English', async () => {
    const customer = await createCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { UserName: customer.email, Password: customer.password, RememberMe: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Record<string, string[]>>();
    expect(Object.keys(body)).toEqual(['RememberMe']);
    expect(body.RememberMe).toEqual(['Ghi nhớ đăng nhập chỉ nhận giá trị đúng hoặc sai']);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the calls', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/account/login', '/api/customer/getmessages']),
    );
  });

  it('serves the documentation page as HTML', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
