import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TelegramConfig } from '../config.js';
import { answerJson, readBody, startLocalServer } from './stand-in-http.js';

export const STAND_IN_BOT_USERNAME = 'hang_test_bot';

export interface SentTelegramMessage {
  chat_id: string | number;
  text: string;
  [field: string]: unknown;
}

export interface TelegramStandIn {
  /** The config a server would have with TELEGRAM_API_BASE pointed here. */
  config: TelegramConfig;
  /** Every sendMessage it took (not the refused ones): its JSON body. */
  sent: SentTelegramMessage[];
  /** How many getMe calls reached it, answered or failed. */
  readonly getMeCalls: number;
  /** The next `count` calls, whatever the method, answer 500. */
  failNext(count: number): void;
  /** sendMessage to this chat answers 403 "bot was blocked by the user" from now on. */
  blockChat(chatId: string | number): void;
  close(): Promise<void>;
}

/**
 * A local Telegram Bot API for channel tests: getMe and sendMessage at /bot<token>/<method>,
 * answering as Telegram does (`{ok, result}`, or `{ok: false, error_code, description}` with the
 * same HTTP status). A wrong bot token gets 401, as from Telegram.
 */
export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const botToken = '123456:stand-in-token';
  const sent: SentTelegramMessage[] = [];
  const blocked = new Set<string>();
  let failures = 0;
  let getMeCalls = 0;

  const refuse = (response: ServerResponse, status: number, description: string) =>
    answerJson(response, status, { ok: false, error_code: status, description });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    if (!match) return refuse(response, 404, 'Not Found');
    const [, token, method] = match;
    if (method === 'getMe') getMeCalls += 1;
    if (token !== botToken) return refuse(response, 401, 'Unauthorized');
    if (failures > 0) {
      failures -= 1;
      return refuse(response, 500, 'Internal Server Error');
    }
    if (method === 'getMe') {
      const result = {
        id: 123456,
        is_bot: true,
        first_name: 'Hàng',
        username: STAND_IN_BOT_USERNAME,
      };
      return answerJson(response, 200, { ok: true, result });
    }
    if (method !== 'sendMessage' || request.method !== 'POST') {
      return refuse(response, 404, 'Not Found: method not found');
    }
    let body: SentTelegramMessage;
    try {
      body = JSON.parse((await readBody(request)).toString('utf8')) as SentTelegramMessage;
    } catch {
      return refuse(response, 400, 'Bad Request: can not parse JSON object');
    }
    if (body.chat_id === undefined || body.chat_id === '') {
      return refuse(response, 400, 'Bad Request: chat_id is empty');
    }
    if (typeof body.text !== 'string' || body.text === '') {
      return refuse(response, 400, 'Bad Request: message text is empty');
    }
    if (blocked.has(String(body.chat_id))) {
      return refuse(response, 403, 'Forbidden: bot was blocked by the user');
    }
    sent.push(body);
    const result = { message_id: sent.length, chat: { id: Number(body.chat_id) }, text: body.text };
    return answerJson(response, 200, { ok: true, result });
  }

  const server = await startLocalServer(handle);
  return {
    config: {
      botToken,
      webhookSecret: 'stand-in-webhook-secret-0123456789',
      apiBase: server.base,
    },
    sent,
    get getMeCalls() {
      return getMeCalls;
    },
    failNext(count) {
      failures = count;
    },
    blockChat(chatId) {
      blocked.add(String(chatId));
    },
    close: () => server.close(),
  };
}
