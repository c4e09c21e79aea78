import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  notificationChannelNames,
  telegramLinkAnswer,
  telegramWebhookAnswer,
} from '@app/shared';
import type { TelegramConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { NotFoundError, ruleError, UnauthorizedError } from '../../lib/errors.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { createTelegramLink, linkTelegramChat, sendTelegramMessage } from './channels/telegram.js';

/**
 * /api/customer/telegramlink (behind requireCustomer): the one-time `t.me/<bot>?start=<code>` link
 * that links the chat opening it, for 10 minutes.
 */
export const telegramLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/telegramlink',
    { schema: { tags: ['notifications'], response: { 200: telegramLinkAnswer } } },
    async (request) => {
      const telegram = app.deps.config.telegram;
      if (!telegram) {
        throw ruleError('notificationChannelOff', { channel: notificationChannelNames.telegram });
      }
      const { customerId } = customerScopeOf(request);
      try {
        return { Link: await createTelegramLink(app.deps.db, telegram, customerId) };
      } catch (error) {
        // Telegram unreachable or the bot's token refused (getMe): the customer can only wait and
        // retry, staff see why in the log.
        request.log.warn({ err: error }, 'telegram link: the bot could not be reached');
        throw ruleError('telegramUnreachable');
      }
    },
  );
};

/** Equal secrets, compared in constant time (hashed first so the lengths agree). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The one update the bot acts on; anything else in an update is ignored, never refused. */
const startMessage = z.object({
  message: z.object({
    text: z.string(),
    chat: z.object({
      id: z.union([z.number().int(), z.string().regex(/^-?\d+$/)]),
      type: z.string(),
    }),
  }),
});

/** `/start <code>`, or `/start@bot_name <code>` as a client may send it. */
const START_COMMAND = /^\/start(?:@\w+)?\s+(\S+)\s*$/;

const linkedSentence = (customerCode: string) =>
  `Đã liên kết Telegram với tài khoản ${customerCode}. Bạn sẽ nhận thông báo tại đây.`;

/**
 * /api/webhooks/telegram: the bot's updates (setWebhook with `secret_token`). Without Telegram
 * configured it is not there (404); without the secret header nothing is done (401). A verified
 * request is always answered 200 `{ok: true}`, whatever it holds and whatever goes wrong in it:
 * any other answer makes Telegram send the same update again and again.
 */
export const telegramWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is kept as text and read only after the secret is checked, so that no update, however
  // odd its JSON, is refused with a 400 that Telegram would retry.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/telegram',
    { schema: { tags: ['webhooks'], response: { 200: telegramWebhookAnswer } } },
    async (request) => {
      const telegram = app.deps.config.telegram;
      if (!telegram) throw new NotFoundError();
      const given = request.headers['x-telegram-bot-api-secret-token'];
      if (typeof given !== 'string' || !sameSecret(given, telegram.webhookSecret)) {
        throw new UnauthorizedError();
      }
      try {
        await handleUpdate(app.deps.db, telegram, request.body, request.log);
      } catch (error) {
        request.log.error({ err: error }, 'telegram update not handled');
      }
      return { ok: true as const };
    },
  );
};

async function handleUpdate(
  db: Database,
  telegram: TelegramConfig,
  body: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  let update: unknown;
  try {
    update = JSON.parse(typeof body === 'string' ? body : '');
  } catch {
    log.info('telegram update is not JSON; ignored');
    return;
  }
  const parsed = startMessage.safeParse(update);
  if (!parsed.success) return;
  const { text, chat } = parsed.data.message;
  const code = START_COMMAND.exec(text.trim())?.[1];
  // Only a private chat with the bot is linked: notifications name the customer's orders and
  // money, which a group's members should not read.
  if (code === undefined || chat.type !== 'private') return;
  const chatId = String(chat.id);
  const linked = await linkTelegramChat(db, code, chatId);
  const reply = linked ? linkedSentence(linked.customerCode) : messages.telegramLinkExpired;
  await sendTelegramMessage(telegram, chatId, reply);
}
