import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/shared';
import { telegramChats, telegramLinkCodes } from '../../../db/schema.js';
import { asUser, createCustomer, type TestCustomer } from '../../../test/factories.js';
import { recipientOf, sampleNotification } from '../../../test/outgoing-notification.js';
import {
  STAND_IN_BOT_USERNAME,
  startTelegramStandIn,
  type TelegramStandIn,
} from '../../../test/telegram-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PermanentChannelError } from '../channel.js';
import { createTelegramChannel, createTelegramLinkCode, linkTelegramChat } from './telegram.js';

/**
 * The Telegram bot (DESIGN §10): one-time link codes, the webhook that links a chat (checked by its
 * secret), and delivery to the linked chat, against a local Bot API.
 */

let bot: TelegramStandIn;
let t: TestApp;
let chatSequence = 7_000_000;
const nextChatId = () => ++chatSequence;

beforeAll(async () => {
  bot = await startTelegramStandIn();
  t = await createTestApp({
    env: {
      TELEGRAM_BOT_TOKEN: bot.config.botToken,
      TELEGRAM_WEBHOOK_SECRET: bot.config.webhookSecret,
      TELEGRAM_API_BASE: bot.config.apiBase,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await bot?.close();
});

const chatOf = async (customerId: number) =>
  (await t.db.select().from(telegramChats).where(eq(telegramChats.customerId, customerId)))[0];

/** An update as Telegram posts it for a message in a chat. */
const update = (text: string, chatId: number, type = 'private') => ({
  update_id: chatId,
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    from: { id: chatId, is_bot: false, first_name: 'Lan' },
    chat: { id: chatId, type, first_name: 'Lan' },
    text,
  },
});

const postUpdate = (body: unknown, secret: string | null = bot.config.webhookSecret) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/telegram',
    headers: {
      'content-type': 'application/json',
      ...(secret !== null && { 'x-telegram-bot-api-secret-token': secret }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('link codes', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(t.app);
  });

  it('are url-safe, stored only as their hash, and link a chat once', async () => {
    const code = await createTelegramLinkCode(t.db, customer.id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const rows = await t.db
      .select()
      .from(telegramLinkCodes)
      .where(eq(telegramLinkCodes.customerId, customer.id));
    expect(rows.map((row) => row.codeHash)).toEqual([
      createHash('sha256').update(code).digest('hex'),
    ]);

    const chatId = nextChatId();
    expect(await linkTelegramChat(t.db, code, chatId)).toEqual({
      customerId: customer.id,
      customerCode: customer.code,
    });
    expect((await chatOf(customer.id))?.chatId).toBe(String(chatId));
    expect(await linkTelegramChat(t.db, code, nextChatId())).toBe(false);
    expect((await chatOf(customer.id))?.chatId).toBe(String(chatId));
  });

  it('expire after 10 minutes', async () => {
    const code = await createTelegramLinkCode(t.db, customer.id);
    const [row] = await t.db
      .select({ minutes: sql<number>`extract(epoch from expires_at - now()) / 60` })
      .from(telegramLinkCodes)
      .where(eq(telegramLinkCodes.customerId, customer.id));
    expect(Number(row?.minutes)).toBeGreaterThan(9.9);
    expect(Number(row?.minutes)).toBeLessThanOrEqual(10);
    await t.db
      .update(telegramLinkCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(telegramLinkCodes.customerId, customer.id));
    expect(await linkTelegramChat(t.db, code, nextChatId())).toBe(false);
  });

  it('stop working when the customer asks for a newer one', async () => {
    const older = await createTelegramLinkCode(t.db, customer.id);
    const newer = await createTelegramLinkCode(t.db, customer.id);
    expect(await linkTelegramChat(t.db, older, nextChatId())).toBe(false);
    expect(await linkTelegramChat(t.db, newer, nextChatId())).not.toBe(false);
  });

  it('refuse what is not a code', async () => {
    expect(await linkTelegramChat(t.db, '', 1)).toBe(false);
    expect(await linkTelegramChat(t.db, 'x'.repeat(65), 1)).toBe(false);
    expect(await linkTelegramChat(t.db, "' or 1=1 --", 1)).toBe(false);
  });
});

describe('customer/telegramlink', () => {
  it('answers the bot deep link with a working one-time code, asking getMe once', async () => {
    const customer = await createCustomer(t.app);
    const asCustomer = asUser(t.app, customer.token);
    // A failed getMe is a sentence for now (never a 5xx), not an error kept for the process.
    bot.failNext(1);
    const failed = await asCustomer({ method: 'POST', url: '/api/customer/telegramlink' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual(['Chưa kết nối được với Telegram, bạn hãy thử lại sau ít phút.']);
    const callsBefore = bot.getMeCalls;

    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await asCustomer({ method: 'POST', url: '/api/customer/telegramlink' });
      expect(response.statusCode, response.body).toBe(200);
      links.push(response.json<{ Link: string }>().Link);
    }
    expect(bot.getMeCalls).toBe(callsBefore + 1);
    const pattern = new RegExp(
      `^https://t\\.me/${STAND_IN_BOT_USERNAME}\\?start=([A-Za-z0-9_-]+)$`,
    );
    const [first, second] = links.map((link) => pattern.exec(link)?.[1]);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(await linkTelegramChat(t.db, first ?? '', nextChatId())).toBe(false);
    expect(await linkTelegramChat(t.db, second ?? '', nextChatId())).toMatchObject({
      customerId: customer.id,
    });
  });
});

describe('webhooks/telegram', () => {
  it('refuses a missing or wrong secret with 401 and does nothing', async () => {
    const customer = await createCustomer(t.app);
    const code = await createTelegramLinkCode(t.db, customer.id);
    const sentBefore = bot.sent.length;
    for (const secret of [null, '', 'wrong-secret-0123456789', `${bot.config.webhookSecret}x`]) {
      const response = await postUpdate(update(`/start ${code}`, nextChatId()), secret);
      expect(response.statusCode, String(secret)).toBe(401);
    }
    expect(await chatOf(customer.id)).toBeUndefined();
    expect(bot.sent.length).toBe(sentBefore);
    // The code was not spent by the refused requests.
    expect(await linkTelegramChat(t.db, code, nextChatId())).not.toBe(false);
  });

  it('links the chat of `/start <code>` and says so in the chat', async () => {
    const customer = await createCustomer(t.app);
    const code = await createTelegramLinkCode(t.db, customer.id);
    const chatId = nextChatId();
    const response = await postUpdate(update(`/start ${code}`, chatId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await chatOf(customer.id))?.chatId).toBe(String(chatId));
    expect(bot.sent.at(-1)).toMatchObject({
      chat_id: String(chatId),
      text: `Đã liên kết Telegram với tài khoản ${customer.code}. Bạn sẽ nhận thông báo tại đây.`,
    });

    // The same update again (Telegram retrying) links nothing new and says the code is spent.
    const again = await postUpdate(update(`/start ${code}`, nextChatId()));
    expect(again.statusCode).toBe(200);
    expect(bot.sent.at(-1)?.text).toBe(messages.telegramLinkExpired);
    expect((await chatOf(customer.id))?.chatId).toBe(String(chatId));
  });

  it('answers 200 to any other update, linking nothing', async () => {
    const customer = await createCustomer(t.app);
    const code = await createTelegramLinkCode(t.db, customer.id);
    const sentBefore = bot.sent.length;
    const odd = [
      'not json at all',
      '[]',
      '{}',
      { update_id: 1, message: 5 },
      { update_id: 2, edited_message: update(`/start ${code}`, 5).message },
      { update_id: 3, message: { chat: { id: 'abc', type: 'private' }, text: `/start ${code}` } },
      update('hello', nextChatId()),
      update(`/start ${code}`, nextChatId(), 'group'),
    ];
    for (const body of odd) {
      const response = await postUpdate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(bot.sent.length).toBe(sentBefore);
    expect(await chatOf(customer.id)).toBeUndefined();
  });

  it('still answers 200 when the reply cannot be sent', async () => {
    const customer = await createCustomer(t.app);
    const code = await createTelegramLinkCode(t.db, customer.id);
    bot.failNext(1);
    const response = await postUpdate(update(`/start ${code}`, nextChatId()));
    expect(response.statusCode).toBe(200);
    expect(await chatOf(customer.id)).toBeDefined();
  });
});

describe('Telegram channel', () => {
  const channel = () => createTelegramChannel({ db: t.db, config: bot.config });

  async function linkedCustomer() {
    const customer = await createCustomer(t.app);
    const chatId = nextChatId();
    const code = await createTelegramLinkCode(t.db, customer.id);
    expect(await linkTelegramChat(t.db, code, chatId)).not.toBe(false);
    return { customer, chatId };
  }

  it('sends title, sentence and portal link as plain text to the linked chat', async () => {
    const { customer, chatId } = await linkedCustomer();
    expect(await channel().reachable(customer.id)).toBe(true);
    await channel().send(sampleNotification(), recipientOf(customer));
    expect(bot.sent.at(-1)).toEqual({
      chat_id: String(chatId),
      text:
        'Đã cộng tiền nạp\nĐã cộng 500.000 đ vào ví của bạn (NT000123).\n\n' +
        'Xem trên cổng khách hàng: http://portal.test/#/wallet',
      link_preview_options: { is_disabled: true },
    });
  });

  it('leaves a 5xx to be retried', async () => {
    const { customer } = await linkedCustomer();
    bot.failNext(1);
    const error = await channel()
      .send(sampleNotification(), recipientOf(customer))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentChannelError);
    await channel().send(sampleNotification(), recipientOf(customer));
    expect(await channel().reachable(customer.id)).toBe(true);
  });

  it('gives up on a chat that blocked the bot, and unlinks it', async () => {
    const { customer, chatId } = await linkedCustomer();
    bot.blockChat(chatId);
    const error = await channel()
      .send(sampleNotification(), recipientOf(customer))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentChannelError);
    expect((error as Error).message).toContain('bot was blocked by the user');
    expect(await chatOf(customer.id)).toBeUndefined();
    expect(await channel().reachable(customer.id)).toBe(false);
  });

  it('does not reach, and gives up on, a customer without a linked chat', async () => {
    const customer = await createCustomer(t.app);
    expect(await channel().reachable(customer.id)).toBe(false);
    await expect(
      channel().send(sampleNotification(), recipientOf(customer)),
    ).rejects.toBeInstanceOf(PermanentChannelError);
  });
});
