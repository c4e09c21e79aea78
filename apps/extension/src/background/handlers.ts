import type { ExtensionConfig } from '@app/shared';
import type { ExtensionState, Outcome, ReportBody, Request } from '../common/messages.js';
import type { AddToCartBody } from '../panel/logic.js';
import { callApi, errorMessages, Unreachable, type ApiAnswer } from './api.js';
import { normalisePortalUrl } from '../common/portal-url.js';
import { hasPortalPermission, portalUrl } from './portal.js';
import { endSession, readStored, writeStored } from './session.js';

/**
 * The service worker's answers to the content script and the popup: the portal's configuration
 * with the session's state, signing in and out, adding to the cart, reporting a page.
 */
export const NO_PORTAL =
  'Chưa có địa chỉ cổng khách hàng. Hãy bấm biểu tượng của tiện ích trên thanh công cụ và nhập địa chỉ.';
export const EXPIRED = 'Phiên đăng nhập của tiện ích đã hết hạn. Hãy đăng nhập lại.';
const SIGNED_OUT = 'Hãy đăng nhập tiện ích bằng tài khoản cổng khách hàng để thêm vào giỏ hàng.';
const UNEXPECTED = 'Cổng khách hàng chưa trả lời được lúc này. Hãy thử lại sau ít phút.';

const unreachable = (portal: string): Outcome => ({
  ok: false,
  reason: 'unreachable',
  messages: [
    `Không kết nối được tới cổng khách hàng ${portal}. Hãy kiểm tra mạng, hoặc địa chỉ cổng trong tiện ích.`,
  ],
});
const noPermission = (portal: string): Outcome => ({
  ok: false,
  reason: 'unreachable',
  messages: [
    `Tiện ích chưa được phép kết nối tới ${portal}. Hãy mở tiện ích và lưu lại địa chỉ cổng để cho phép.`,
  ],
});

export async function handle(request: Request): Promise<ExtensionState | Outcome | null> {
  switch (request.kind) {
    case 'state':
      return state();
    case 'login':
      return login(request.userName, request.password);
    case 'logout':
      return logout();
    case 'addToCart':
      return addToCart(request.body);
    case 'report':
      return report(request.body);
    case 'setPortal':
      return setPortal(request.portalUrl);
    case 'openSignIn':
      await chrome.tabs.create({ url: chrome.runtime.getURL('popup.html?tab=1') });
      return null;
  }
}

/** A call to the portal that needs nothing but an answer; failures become an Outcome. */
async function reach(portal: string, call: () => Promise<ApiAnswer>): Promise<ApiAnswer | Outcome> {
  if (!portal) return { ok: false, reason: 'unreachable', messages: [NO_PORTAL] };
  if (!(await hasPortalPermission(portal))) return noPermission(portal);
  try {
    return await call();
  } catch (error) {
    if (error instanceof Unreachable) return unreachable(portal);
    throw error;
  }
}

const isOutcome = (value: ApiAnswer | Outcome): value is Outcome => 'ok' in value;

/** A refusal as the customer reads it: the server's sentences, or a plain one. */
function refused(answer: ApiAnswer): Outcome {
  const messages = errorMessages(answer.body);
  return { ok: false, reason: 'refused', messages: messages.length ? messages : [UNEXPECTED] };
}

async function state(): Promise<ExtensionState> {
  const portal = await portalUrl();
  const answer = await readConfig(portal);
  const stored = await readStored();
  const base: ExtensionState = {
    version: chrome.runtime.getManifest().version,
    portalUrl: portal,
    config: null,
    problem: null,
    signedIn: Boolean(stored.token),
    userName: stored.userName,
    sessionExpired: stored.sessionExpired,
  };
  if (isOutcome(answer)) {
    return { ...base, problem: answer.ok ? null : (answer.messages[0] ?? UNEXPECTED) };
  }
  if (answer.status !== 200 || !isConfig(answer.body)) {
    return { ...base, problem: errorMessages(answer.body)[0] ?? UNEXPECTED };
  }
  const config = answer.body;
  if (config.SignedIn && config.UserName && config.UserName !== stored.userName) {
    await writeStored({ userName: config.UserName });
  }
  return {
    ...base,
    config,
    signedIn: Boolean(stored.token) && config.SignedIn,
    userName: config.SignedIn ? config.UserName || stored.userName : '',
  };
}

/**
 * extension/config with the session's token. A token the server no longer knows (expired,
 * revoked, its account locked) is forgotten, as the portal does on a 401: the server answers such
 * a token as someone signed out (or, from an older server, with a 401, then asked again without).
 */
async function readConfig(portal: string): Promise<ApiAnswer | Outcome> {
  const { token } = await readStored();
  const answer = await reach(portal, () => callApi(portal, 'extension/config', { token }));
  if (isOutcome(answer) || !token) return answer;
  if (answer.status === 401) {
    await endSession(true);
    return reach(portal, () => callApi(portal, 'extension/config'));
  }
  if (isConfig(answer.body) && !answer.body.SignedIn) await endSession(true);
  return answer;
}

function isConfig(body: unknown): body is ExtensionConfig {
  const config = body as Partial<ExtensionConfig> | null;
  return (
    !!config &&
    typeof config.CurrentRate === 'number' &&
    typeof config.SignedIn === 'boolean' &&
    typeof config.NumberCarts === 'number'
  );
}

async function login(userName: string, password: string): Promise<Outcome> {
  const portal = await portalUrl();
  const answer = await reach(portal, () =>
    callApi(portal, 'account/login', {
      method: 'POST',
      body: { UserName: userName.trim(), Password: password, RememberMe: true },
    }),
  );
  if (isOutcome(answer)) return answer;
  const token = (answer.body as { token?: unknown } | null)?.token;
  if (answer.status !== 200 || typeof token !== 'string' || !token) return refused(answer);
  await writeStored({ token, userName: userName.trim(), sessionExpired: false });
  return { ok: true };
}

async function logout(): Promise<Outcome> {
  const [portal, stored] = await Promise.all([portalUrl(), readStored()]);
  if (portal && stored.token) {
    // The token is revoked on the server too; signing out here does not wait on it.
    await reach(portal, () =>
      callApi(portal, 'customer/logout', { method: 'POST', token: stored.token }),
    ).catch(() => null);
  }
  await endSession(false);
  return { ok: true };
}

async function addToCart(body: AddToCartBody): Promise<Outcome> {
  const [portal, stored] = await Promise.all([portalUrl(), readStored()]);
  if (!stored.token) {
    return stored.sessionExpired
      ? { ok: false, reason: 'expired', messages: [EXPIRED] }
      : { ok: false, reason: 'signedOut', messages: [SIGNED_OUT] };
  }
  const answer = await reach(portal, () =>
    callApi(portal, 'order/addtocart', { method: 'POST', token: stored.token, body }),
  );
  if (isOutcome(answer)) return answer;
  if (answer.status === 401) {
    await endSession(true);
    return { ok: false, reason: 'expired', messages: [EXPIRED] };
  }
  if (answer.status !== 200) return refused(answer);
  const config = await reach(portal, () =>
    callApi(portal, 'extension/config', { token: stored.token }),
  );
  const numberCarts =
    !isOutcome(config) && isConfig(config.body) ? config.body.NumberCarts : undefined;
  return numberCarts === undefined ? { ok: true } : { ok: true, numberCarts };
}

async function report(body: ReportBody): Promise<Outcome> {
  const [portal, stored] = await Promise.all([portalUrl(), readStored()]);
  const answer = await reach(portal, () =>
    callApi(portal, 'extension/report', { method: 'POST', token: stored.token, body }),
  );
  if (isOutcome(answer)) return answer;
  return answer.status === 200 ? { ok: true } : refused(answer);
}

/** A new portal address from the popup (which asked the browser's permission for it first). */
async function setPortal(value: string): Promise<Outcome> {
  const portal = normalisePortalUrl(value);
  if (!portal) {
    return {
      ok: false,
      reason: 'refused',
      messages: ['Địa chỉ cổng chưa đúng. Hãy nhập đủ, ví dụ https://cong.example.vn.'],
    };
  }
  const before = await portalUrl();
  const sameOrigin = before !== '' && new URL(before).origin === new URL(portal).origin;
  // A token belongs to the portal that made it.
  await writeStored(
    sameOrigin
      ? { portalUrl: portal }
      : { portalUrl: portal, token: '', userName: '', sessionExpired: false },
  );
  return { ok: true };
}
