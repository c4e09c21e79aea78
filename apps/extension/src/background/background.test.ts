import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionState, Outcome } from '../common/messages.js';
import type { AddToCartBody } from '../panel/logic.js';
import { installFakeChrome, type FakeChrome } from '../test/fake-chrome.js';

/**
 * The service worker against a portal answering as DESIGN §3 and §9 say: its configuration with
 * and without a session, signing in, adding to the cart, the portal's own messages.
 */
const PORTAL = 'http://portal.test:8080';
const TOKEN = 'a-valid-token-of-the-portal-0123456789';

let fake: FakeChrome;
let handlers: typeof import('./handlers.js');
let external: typeof import('./external.js');

const config = (signedIn: boolean, extra: object = {}) => ({
  status: 200,
  body: {
    CurrentRate: 3650,
    SignedIn: signedIn,
    UserName: signedIn ? 'khach@example.vn' : '',
    NumberCarts: signedIn ? 2 : 0,
    PortalUrl: PORTAL,
    MinVersion: '1.0.0',
    ...extra,
  },
});

beforeEach(async () => {
  vi.resetModules();
  fake = installFakeChrome();
  fake.packagedPortal = PORTAL;
  fake.routes['GET /api/extension/config'] = ({ token }) => config(token === TOKEN);
  handlers = await import('./handlers.js');
  external = await import('./external.js');
});
afterEach(() => vi.unstubAllGlobals());

const state = () => handlers.handle({ kind: 'state' }) as Promise<ExtensionState>;
const addToCart = () =>
  handlers.handle({
    kind: 'addToCart',
    body: { ItemId: '1' } as AddToCartBody,
  }) as Promise<Outcome>;

describe('the state', () => {
  it('asks for the portal’s address when none is packed or set', async () => {
    fake.packagedPortal = null;
    expect(await state()).toMatchObject({
      portalUrl: '',
      problem: handlers.NO_PORTAL,
      config: null,
    });
  });

  it('reads the packed portal’s configuration, signed out', async () => {
    expect(await state()).toMatchObject({
      portalUrl: PORTAL,
      signedIn: false,
      problem: null,
      config: { CurrentRate: 3650 },
    });
  });

  it('forgets a token the portal no longer knows and says the session expired', async () => {
    fake.store.token = 'an-expired-token-0123456789';
    fake.routes['GET /api/extension/config'] = () => config(false, { SessionExpired: true });
    expect(await state()).toMatchObject({ signedIn: false, sessionExpired: true });
    expect(fake.store.token).toBe('');
  });

  it('forgets a token answered with a 401 and reads the configuration without it', async () => {
    fake.store.token = 'an-expired-token-0123456789';
    fake.routes['GET /api/extension/config'] = ({ token }) =>
      token ? { status: 401, body: { Message: 'x' } } : config(false);
    expect(await state()).toMatchObject({ signedIn: false, sessionExpired: true, problem: null });
    expect(fake.calls.map((call) => call.token)).toEqual(['an-expired-token-0123456789', '']);
  });

  it('says so when the portal cannot be reached, or may not be', async () => {
    fake.routes = {};
    expect((await state()).problem).toMatch(
      /^Không kết nối được tới cổng khách hàng http:\/\/portal\.test:8080/,
    );
    fake.permitted = false;
    expect((await state()).problem).toMatch(/^Tiện ích chưa được phép kết nối/);
  });
});

describe('signing in and adding', () => {
  it('keeps the token of account/login, remembered, and then adds to the cart', async () => {
    fake.routes['POST /api/account/login'] = ({ body }) =>
      (body as { Password: string }).Password === 'dung-mat-khau'
        ? { status: 200, body: { token: TOKEN } }
        : { status: 400, body: ['Tên đăng nhập hoặc mật khẩu không đúng.'] };
    fake.routes['POST /api/order/addtocart'] = ({ token }) =>
      token === TOKEN ? { status: 200, body: {} } : { status: 401, body: { Message: 'x' } };

    expect(await addToCart()).toMatchObject({ ok: false, reason: 'signedOut' });
    expect(await handlers.handle({ kind: 'login', userName: ' khach ', password: 'sai' })).toEqual({
      ok: false,
      reason: 'refused',
      messages: ['Tên đăng nhập hoặc mật khẩu không đúng.'],
    });
    expect(
      await handlers.handle({ kind: 'login', userName: ' khach ', password: 'dung-mat-khau' }),
    ).toEqual({ ok: true });
    expect(fake.calls.at(-1)?.body).toEqual({
      UserName: 'khach',
      Password: 'dung-mat-khau',
      RememberMe: true,
    });
    expect(await state()).toMatchObject({ signedIn: true, userName: 'khach@example.vn' });
    expect(await addToCart()).toEqual({ ok: true, numberCarts: 2 });
  });

  it('shows the portal’s sentences when it refuses, and ends an expired session', async () => {
    fake.store.token = TOKEN;
    fake.routes['POST /api/order/addtocart'] = () => ({
      status: 400,
      body: { Quantity: ['Số lượng phải từ 2 trở lên.'], PriceCNY: ['Giá chưa đúng.'] },
    });
    expect(await addToCart()).toEqual({
      ok: false,
      reason: 'refused',
      messages: ['Số lượng phải từ 2 trở lên.', 'Giá chưa đúng.'],
    });
    fake.routes['POST /api/order/addtocart'] = () => ({ status: 401, body: { Message: 'x' } });
    expect(await addToCart()).toEqual({
      ok: false,
      reason: 'expired',
      messages: [handlers.EXPIRED],
    });
    expect(fake.store).toMatchObject({ token: '', sessionExpired: true });
    expect(await addToCart()).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('signs out on the portal too', async () => {
    fake.store.token = TOKEN;
    fake.routes['POST /api/customer/logout'] = () => ({ status: 200, body: {} });
    expect(await handlers.handle({ kind: 'logout' })).toEqual({ ok: true });
    expect(fake.calls.at(-1)).toMatchObject({ route: 'POST /api/customer/logout', token: TOKEN });
    expect(fake.store).toMatchObject({ token: '', sessionExpired: false });
  });

  it('starts signed out on a portal of another origin', async () => {
    fake.store.token = TOKEN;
    expect(
      await handlers.handle({ kind: 'setPortal', portalUrl: 'http://portal.test:8080/' }),
    ).toEqual({ ok: true });
    expect(fake.store.token).toBe(TOKEN);
    expect(await handlers.handle({ kind: 'setPortal', portalUrl: 'cong.example.vn' })).toEqual({
      ok: true,
    });
    expect(fake.store).toMatchObject({ portalUrl: 'https://cong.example.vn', token: '' });
    expect(await handlers.handle({ kind: 'setPortal', portalUrl: 'ftp://x' })).toMatchObject({
      ok: false,
    });
  });
});

describe('the portal’s page', () => {
  it('is answered only from the portal’s origin', async () => {
    expect(await external.handleExternal({ Kind: 'ping' }, 'https://evil.example')).toEqual({
      Error: 'Trang này không phải cổng khách hàng của tiện ích.',
    });
    expect(await external.handleExternal({ Kind: 'ping' }, PORTAL)).toEqual({
      Version: '1.0.0',
      SignedIn: false,
      UserName: '',
    });
  });

  it('hands over a session for its own address only', async () => {
    const handover = {
      Kind: 'handover',
      Token: TOKEN,
      PortalUrl: `${PORTAL}/`,
      UserName: 'khach@example.vn',
    };
    expect(
      await external.handleExternal({ ...handover, PortalUrl: 'https://evil.example' }, PORTAL),
    ).toHaveProperty('Error');
    expect(await external.handleExternal({ ...handover, Token: 'short' }, PORTAL)).toHaveProperty(
      'Error',
    );
    expect(await external.handleExternal(handover, PORTAL)).toEqual({
      Version: '1.0.0',
      SignedIn: true,
      UserName: 'khach@example.vn',
    });
    expect(fake.store).toMatchObject({ token: TOKEN, portalUrl: PORTAL, sessionExpired: false });
  });
});
