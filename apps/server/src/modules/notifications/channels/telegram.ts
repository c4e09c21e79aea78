import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { TelegramConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { telegramChats, telegramLinkCodes, users } from '../../../db/schema.js';
import {
  PermanentChannelError,
  type ChannelSender,
  type OutgoingNotification,
} from '../channel.js';
import { botUsername, callTelegram, TelegramApiError } from './telegram-api.js';

/** The message as the chat shows it: plain text (no parse mode, so nothing needs escaping). */
export const telegramText = (notification: OutgoingNotification) =>
  `${notification.title}\n${notification.text}\n\nXem trên cổng khách hàng: ${notification.link}`;

/**
 * Whether Telegram's refusal means the chat is gone for good: every 403 (the user blocked the bot,
 * deleted their account, or the bot was removed from the chat) and a 400 "chat not found".
 */
const chatIsGone = (error: TelegramApiError) =>
  error.errorCode === 403 || (error.errorCode === 400 && /chat not found/i.test(error.description));

/** The Telegram bot (DESIGN §10): to the chat the customer linked through the bot's start link. */
export function createTelegramChannel(options: {
  db: Database;
  config: TelegramConfig;
}): ChannelSender {
  const { db, config } = options;
  return {
    channel: 'telegram',

    async reachable(customerId) {
      return (await linkedChatOf(db, customerId)) !== null;
    },

    async send(notification, recipient) {
      const chatId = await linkedChatOf(db, recipient.customerId);
      if (chatId === null) throw new PermanentChannelError('Khách hàng chưa liên kết Telegram');
      try {
        await sendTelegramMessage(config, chatId, telegramText(notification));
      } catch (error) {
        // 429, 5xx and network failures pass: the job tries again later.
        if (!(error instanceof TelegramApiError)) throw error;
        if (error.errorCode !== 400 && error.errorCode !== 403) throw error;
        if (chatIsGone(error)) {
          // Unlinked, so the portal shows Telegram as not linked; only this chat, in case the
          // customer linked another one meanwhile.
          await db
            .delete(telegramChats)
            .where(
              and(
                eq(telegramChats.customerId, recipient.customerId),
                eq(telegramChats.chatId, chatId),
              ),
            );
        }
        throw new PermanentChannelError(`Telegram từ chối: ${error.description}`);
      }
    },
  };
}

async function linkedChatOf(db: Database, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(eq(telegramChats.customerId, customerId));
  return row?.chatId ?? null;
}

/** sendMessage to one chat, without a preview card of the portal's address. */
export async function sendTelegramMessage(
  config: TelegramConfig,
  chatId: string,
  text: string,
): Promise<void> {
  await callTelegram(config, 'sendMessage', {
    chat_id: chatId,
    text,
    link_preview_options: { is_disabled: true },
  });
}

// Linking a chat: the portal hands out `t.me/<bot>?start=<code>`; the bot's webhook receives
// `/start <code>` from the chat that opened it and links that chat to the code's customer.

/** What Telegram allows as a start parameter: up to 64 of A-Z, a-z, 0-9, _ and -. */
const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Only the hash is stored: a read of the table (a backup, a log of statements) links no chat. */
const hashOfCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A new one-time code for the customer, valid for 10 minutes; the customer's older codes stop
 * working (the latest link is the one on screen), and every expired code is cleared on the way.
 */
export async function createTelegramLinkCode(db: Database, customerId: number): Promise<string> {
  // 24 random bytes: 32 base64url characters, within Telegram's start-parameter alphabet.
  const code = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(telegramLinkCodes)
      .where(
        or(
          eq(telegramLinkCodes.customerId, customerId),
          lte(telegramLinkCodes.expiresAt, sql`now()`),
        ),
      );
    await tx.insert(telegramLinkCodes).values({
      codeHash: hashOfCode(code),
      customerId,
      expiresAt: sql`now() + interval '10 minutes'`,
    });
  });
  return code;
}

export interface LinkedTelegramCustomer {
  customerId: number;
  customerCode: string;
}

/**
 * Links the chat to the code's customer, spending the code: a second use, an expired or an
 * unknown code gives false. The customer's earlier chat, if any, is replaced.
 */
export async function linkTelegramChat(
  db: Database,
  code: string,
  chatId: string | number,
): Promise<LinkedTelegramCustomer | false> {
  if (!LINK_CODE_PATTERN.test(code)) return false;
  return db.transaction(async (tx) => {
    // Deleting is the spending: of two webhooks racing with one code, one deletes the row.
    const [spent] = await tx
      .delete(telegramLinkCodes)
      .where(
        and(
          eq(telegramLinkCodes.codeHash, hashOfCode(code)),
          gt(telegramLinkCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ customerId: telegramLinkCodes.customerId });
    if (!spent) return false;
    await tx
      .insert(telegramChats)
      .values({ customerId: spent.customerId, chatId: String(chatId) })
      .onConflictDoUpdate({
        target: telegramChats.customerId,
        set: { chatId: String(chatId), linkedAt: sql`now()` },
      });
    const [customer] = await tx
      .select({ code: users.code })
      .from(users)
      .where(eq(users.id, spent.customerId));
    return { customerId: spent.customerId, customerCode: customer?.code ?? '' };
  });
}

/** The deep link the portal shows: the bot's username first, so a failed getMe spends no code. */
export async function createTelegramLink(
  db: Database,
  config: TelegramConfig,
  customerId: number,
): Promise<string> {
  const username = await botUsername(config);
  const code = await createTelegramLinkCode(db, customerId);
  return `https://t.me/${username}?start=${code}`;
}
