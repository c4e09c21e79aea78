import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZaloConfig } from '../config.js';
import { answerJson, readBody, startLocalServer } from './stand-in-http.js';

export interface ZnsMessage {
  phone: string;
  template_id: string;
  template_data: Record<string, unknown>;
  tracking_id: string;
  /** The access_token header it came with. */
  accessToken: string;
}

export interface ZaloStandIn {
  /** The config a server would have with both Zalo bases pointed here; refreshToken is the first. */
  config: ZaloConfig;
  /** The ZNS messages it took. */
  messages: ZnsMessage[];
  /** Every refresh asked of it, in order, with the refresh token spent and whether it was taken. */
  refreshes: { refreshToken: string; accepted: boolean }[];
  /** The one access token the template endpoint takes now (the last issued). */
  readonly accessToken: string | null;
  /** The next `count` template sends answer error -124 (token invalid), or HTTP 500. */
  failNext(count: number, how: 'token' | 'http500'): void;
  /** The next template send answers this ZNS error (-108 phone invalid, -100 unknown…). */
  refuseNext(error: number, message: string): void;
  close(): Promise<void>;
}

/**
 * A local Zalo for channel tests: the OA OAuth endpoint (`/v4/oa/access_token`) issues a new
 * access and refresh token on each refresh and, as Zalo, REFUSES a refresh token already spent;
 * the ZNS endpoint (`/message/template`) takes only the latest access token. Answers are HTTP 200
 * with Zalo's `error` codes. `oauthDelayMs` holds each refresh answer, widening race windows.
 */
export async function startZaloStandIn(
  options: { expiresIn?: string | number; oauthDelayMs?: number } = {},
): Promise<ZaloStandIn> {
  const appId = '1234567890';
  const appSecret = 'stand-in-app-secret';
  const firstRefreshToken = 'rt-first';
  const messages: ZnsMessage[] = [];
  const refreshes: ZaloStandIn['refreshes'] = [];
  let liveRefreshToken = firstRefreshToken;
  let accessToken: string | null = null;
  let issued = 0;
  let failures: { count: number; how: 'token' | 'http500' } = { count: 0, how: 'token' };
  let refusal: { error: number; message: string } | null = null;

  async function refresh(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const refreshToken = form.get('refresh_token') ?? '';
    if (request.headers['secret_key'] !== appSecret || form.get('app_id') !== appId) {
      return answerJson(response, 200, { error: -14001, error_name: 'Invalid app' });
    }
    if (form.get('grant_type') !== 'refresh_token') {
      return answerJson(response, 200, { error: -14003, error_name: 'Invalid grant type' });
    }
    // Decided on arrival, answered after the delay: two racing refreshes both see the live token.
    const accepted = refreshToken === liveRefreshToken && refreshToken !== '';
    refreshes.push({ refreshToken, accepted });
    if (accepted) {
      issued += 1;
      liveRefreshToken = `rt-${issued}`;
      accessToken = `at-${issued}`;
    }
    const issuedAccess = accessToken;
    const issuedRefresh = liveRefreshToken;
    if (options.oauthDelayMs) await new Promise((r) => setTimeout(r, options.oauthDelayMs));
    if (!accepted) {
      return answerJson(response, 200, {
        error: -14014,
        error_name: 'Invalid refresh token',
        error_description: 'Refresh token is invalid or has been used',
      });
    }
    return answerJson(response, 200, {
      access_token: issuedAccess,
      refresh_token: issuedRefresh,
      expires_in: options.expiresIn ?? '90000',
    });
  }

  async function sendTemplate(request: IncomingMessage, response: ServerResponse) {
    const given = request.headers['access_token'];
    const body = JSON.parse((await readBody(request)).toString('utf8')) as Omit<
      ZnsMessage,
      'accessToken'
    >;
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === 'http500') {
        response.writeHead(500, { 'content-type': 'text/html' });
        return void response.end('<html>Internal Server Error</html>');
      }
      return answerJson(response, 200, { error: -124, message: 'Access token is invalid' });
    }
    if (typeof given !== 'string' || given !== accessToken) {
      return answerJson(response, 200, { error: -124, message: 'Access token is invalid' });
    }
    if (refusal) {
      const { error, message } = refusal;
      refusal = null;
      return answerJson(response, 200, { error, message });
    }
    if (!/^84\d{9}$/.test(body.phone)) {
      return answerJson(response, 200, { error: -108, message: 'Phone number invalid' });
    }
    messages.push({ ...body, accessToken: given });
    return answerJson(response, 200, {
      error: 0,
      message: 'Success',
      data: { msg_id: `msg-${messages.length}`, sent_time: String(Date.now()) },
    });
  }

  const server = await startLocalServer(async (request, response) => {
    if (request.method === 'POST' && request.url === '/v4/oa/access_token') {
      return refresh(request, response);
    }
    if (request.method === 'POST' && request.url === '/message/template') {
      return sendTemplate(request, response);
    }
    answerJson(response, 404, { error: -1, message: 'Not found' });
  });
  return {
    config: {
      appId,
      appSecret,
      refreshToken: firstRefreshToken,
      apiBase: server.base,
      oauthBase: server.base,
    },
    messages,
    refreshes,
    get accessToken() {
      return accessToken;
    },
    failNext(count, how) {
      failures = { count, how };
    },
    refuseNext(error, message) {
      refusal = { error, message };
    },
    close: () => server.close(),
  };
}
