import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { NotificationSettingsAnswer } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import {
  decryptPush,
  newPushDevice,
  STAND_IN_ORIGIN,
  TELEGRAM_BOT_USERNAME,
  TELEGRAM_WEBHOOK_SECRET,
  type TelegramMessage,
} from './support/channels.js';
import { deskOf, newCustomer } from './support/journeys.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * Notifications outside the portal (DESIGN §10) at 1366 px: a customer links Telegram and turns
 * web push on from the account page, chooses both for Tài chính; a deposit staff approve then
 * reaches the Telegram stand-in, and its push, taken from the push-service stand-in and handed to
 * the page's service worker, shows on the open page.
 */

const LAPTOP = { width: 1366, height: 800 };
test.use({ viewport: LAPTOP });

/** The customer's private chat with the bot, as Telegram numbers it. */
const CHAT_ID = 777001;
const CREDITED = 'Đã cộng tiền nạp';

/**
 * The browser's push subscription, made in the page without the real push service (headless
 * Chromium offline cannot reach it): `subscribe` answers one whose endpoint is the stand-in's and
 * whose keys the test holds. Serialised into the page: uses nothing from outside.
 */
function fakePushManager(device: { endpoint: string; p256dh: string; auth: string }) {
  if (typeof PushManager === 'undefined') return;
  const bytesOf = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
      .buffer;
  let current: PushSubscription | null = null;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const subscription = {
      endpoint: device.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey:
          typeof key === 'string'
            ? bytesOf(key)
            : key instanceof ArrayBuffer
              ? key
              : key
                ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer
                : null,
      },
      getKey: (name: PushEncryptionKeyName) =>
        bytesOf(name === 'p256dh' ? device.p256dh : device.auth),
      toJSON: () => ({
        endpoint: device.endpoint,
        expirationTime: null,
        keys: { p256dh: device.p256dh, auth: device.auth },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    current = subscription;
    return current;
  };
  PushManager.prototype.getSubscription = async function () {
    return current;
  };
}

async function telegramMessages(request: APIRequestContext): Promise<TelegramMessage[]> {
  const response = await request.get(`${STAND_IN_ORIGIN}/_telegram/messages`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TelegramMessage[];
}

/** The text sent to the customer's chat that holds every one of `parts`, if any yet. */
async function messageToChat(request: APIRequestContext, ...parts: string[]) {
  const messages = await telegramMessages(request);
  return messages.find(
    (message) =>
      String(message.chat_id) === String(CHAT_ID) &&
      parts.every((part) => message.text.includes(part)),
  )?.text;
}

test('a customer chooses Telegram and web push for Tài chính; a confirmed deposit reaches both', async ({
  context,
  page,
  request,
  baseURL,
}) => {
  // Sign-in, two channels linked through the page, a deposit approved and two deliveries by jobs.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  const customer = await newCustomer(desk);
  const device = newPushDevice(randomBytes(12).toString('base64url'));

  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(fakePushManager, {
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
  });
  // The bot's start link opens in a new tab: t.me answers there with a page of its own.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Telegram</title>' }),
  );

  await signInByLink(page, customer.token);
  // The reloaded app has its router listening before the address changes under it.
  await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
  await page.goto('/#/user/user-info');
  await expect(page.getByRole('heading', { name: 'Thông tin cá nhân' })).toBeVisible();
  await settle(page);
  const card = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: 'Nhận thông báo' }) });
  await expect(card).toBeVisible();
  // E-mail is off (no SMTP here): the card offers Telegram and web push, neither linked yet.
  await expect(card.getByRole('columnheader', { name: /Telegram/ })).toContainText('Chưa kết nối');
  await expect(
    card.getByRole('columnheader', { name: /Thông báo trên trình duyệt/ }),
  ).toContainText('Chưa kết nối');

  await test.step('link Telegram through the bot start link', async () => {
    const popupOpened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Liên kết Telegram' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/t\.me\//);
    const link = new URL(popup.url());
    expect(link.pathname).toBe(`/${TELEGRAM_BOT_USERNAME}`);
    const code = link.searchParams.get('start') ?? '';
    expect(code).toMatch(/^[\w-]{16,64}$/);
    await popup.close();

    // The customer presses Start: Telegram posts the update to the portal's webhook.
    const update = {
      update_id: Math.floor(Date.now() / 1000),
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: CHAT_ID, type: 'private', first_name: 'E2E' },
        from: { id: CHAT_ID, is_bot: false, first_name: 'E2E' },
        text: `/start ${code}`,
      },
    };
    const hook = await request.post('/api/webhooks/telegram', {
      headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_WEBHOOK_SECRET },
      data: update,
    });
    expect(hook.status(), await hook.text()).toBe(200);
    // The bot says so in the chat.
    expect(await messageToChat(request, 'Đã liên kết Telegram với tài khoản', customer.code)).toBe(
      `Đã liên kết Telegram với tài khoản ${customer.code}. Bạn sẽ nhận thông báo tại đây.`,
    );

    // Back on the portal's tab the settings are asked again (on focus): Telegram shows linked.
    // Headless Chromium counts every page as focused, so coming back fires no focus event of its
    // own: the test fires the one the browser would.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(card.getByRole('columnheader', { name: /Telegram/ })).toContainText('Đã kết nối');
    await expect(card.getByText('Đã liên kết với Telegram của bạn.')).toBeVisible();
  });

  await test.step('turn web push on for this device', async () => {
    await card.getByRole('button', { name: 'Bật trên thiết bị này' }).click();
    await expect(page.getByText('Đã bật thông báo trên thiết bị này.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Tắt trên thiết bị này' })).toBeVisible();
    await expect(
      card.getByRole('columnheader', { name: /Thông báo trên trình duyệt/ }),
    ).toContainText('Đã kết nối');
  });

  await test.step('choose Telegram and web push for Tài chính', async () => {
    await card.getByRole('checkbox', { name: 'Telegram: Tài chính' }).check();
    await card.getByRole('checkbox', { name: 'Thông báo trên trình duyệt: Tài chính' }).check();
    await card.getByRole('button', { name: 'Lưu cách nhận thông báo' }).click();
    await expect(page.getByText('Đã lưu cách nhận thông báo.')).toBeVisible();
    const saved = await desk.call<NotificationSettingsAnswer>({
      url: '/api/customer/getnotificationsettings',
      token: customer.token,
    });
    expect(saved.Channels).toEqual(
      expect.arrayContaining([
        { Channel: 'telegram', Linked: true, MessageTypes: [3] },
        { Channel: 'webpush', Linked: true, MessageTypes: [3] },
      ]),
    );
  });

  // A deposit confirmed: the customer declares it, staff approve it.
  const deposit = await desk.call<{ Id: number; Code: string }>({
    method: 'POST',
    url: '/api/customer/deposit',
    token: customer.token,
    body: { Amount: 750_000, BankAccountId: 1 },
  });
  expect(deposit.Code).toMatch(/^NT/);
  await desk.call({
    method: 'PUT',
    url: `/api/admin/deposits/${deposit.Id}/approve`,
    token: staffToken,
  });

  await test.step('the Telegram stand-in gets the message', async () => {
    await expect
      .poll(() => messageToChat(request, CREDITED, deposit.Code), { timeout: 60_000 })
      .toBeDefined();
    const text = (await messageToChat(request, CREDITED, deposit.Code)) ?? '';
    expect(text.startsWith(`${CREDITED}\n`)).toBe(true);
    expect(text).toContain('750.000');
  });

  await test.step('the push reaches the page through its service worker', async () => {
    let push: { body: string; headers: Record<string, string> } | undefined;
    await expect
      .poll(
        async () => {
          const response = await request.get(`${STAND_IN_ORIGIN}/_push/${device.id}`);
          if (response.ok()) push = (await response.json()) as typeof push;
          return response.status();
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const text = decryptPush(Buffer.from(push?.body ?? '', 'base64'), device);
    const payload = JSON.parse(text) as { title: string; body: string; url: string; tag: string };
    expect(payload.title).toBe(CREDITED);
    expect(payload.body).toContain(deposit.Code);

    // The push service's delivery to the browser, through DevTools: the page's worker gets it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const portal = registrations.find(
          (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
        );
        if (portal) resolve(portal.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: text,
    });
    const shown = page.locator('.ant-notification-notice').filter({ hasText: CREDITED });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(deposit.Code);
  });
});
