import type { TelegramConfig } from '../../../config.js';
import { fieldOf, requestJson } from './http.js';

/** Telegram's own refusal `{ok: false, error_code, description}` (its HTTP status is the same code). */
export class TelegramApiError extends Error {
  override name = 'TelegramApiError';
  constructor(
    readonly errorCode: number,
    readonly description: string,
  ) {
    super(`Telegram ${errorCode}: ${description}`);
  }
}

/**
 * One Bot API method: its `result` on `{ok: true}`, else a TelegramApiError. A network failure or
 * timeout is thrown as it is. The token is in the address only, never in an error's text.
 */
export async function callTelegram(
  config: TelegramConfig,
  method: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const url = `${config.apiBase}/bot${config.botToken}/${method}`;
  const answer = await requestJson(
    url,
    body
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { method: 'GET' },
  );
  if (fieldOf(answer.body, 'ok') === true) return fieldOf(answer.body, 'result');
  const code = Number(fieldOf(answer.body, 'error_code')) || answer.status;
  const description = fieldOf(answer.body, 'description');
  throw new TelegramApiError(
    code,
    typeof description === 'string' ? description : `HTTP ${answer.status}`,
  );
}

const usernames = new Map<string, Promise<string>>();

/**
 * The bot's username for the `t.me/<bot>` link, asked of Telegram (getMe) once per process: it
 * only changes when the operator renames the bot, which means a restart with a new token anyway.
 * A failed ask is not kept, so the next link tries again.
 */
export function botUsername(config: TelegramConfig): Promise<string> {
  const key = `${config.apiBase} ${config.botToken}`;
  let username = usernames.get(key);
  if (!username) {
    username = callTelegram(config, 'getMe').then((result) => {
      const name = fieldOf(result, 'username');
      if (typeof name !== 'string' || !/^\w{1,64}$/.test(name)) {
        throw new Error('Telegram getMe answered without the bot username');
      }
      return name;
    });
    username.catch(() => usernames.delete(key));
    usernames.set(key, username);
  }
  return username;
}
