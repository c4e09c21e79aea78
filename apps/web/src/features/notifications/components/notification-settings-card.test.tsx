import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettingsAnswer } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { NotificationSettingsCard } from './notification-settings-card';
import { DENIED_SENTENCE, IPHONE_SENTENCE } from './web-push-control';

const info = { Email: 'mai@example.vn', Phone: '0901234567' };
const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const settings = (
  overrides: Partial<Record<string, boolean>> = {},
): NotificationSettingsAnswer => ({
  Channels: [
    { Channel: 'email', Linked: true, MessageTypes: [1, 2, 3, 4, 5] },
    { Channel: 'zalo', Linked: true, MessageTypes: [1] },
    { Channel: 'telegram', Linked: overrides.telegram ?? false, MessageTypes: [] },
    { Channel: 'webpush', Linked: false, MessageTypes: [] },
  ],
  WebPushPublicKey: PUBLIC_KEY,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The server as the card meets it; every call it got, with its body. */
function stubServer(answer: NotificationSettingsAnswer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/', '');
      const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body });
      if (path === 'customer/updatenotificationsettings') {
        const input = body as { Channels: { Channel: string; MessageTypes: number[] }[] };
        return jsonResponse(200, {
          ...answer,
          Channels: answer.Channels.map((row) => ({
            ...row,
            MessageTypes: input.Channels.find((one) => one.Channel === row.Channel)?.MessageTypes,
          })),
        });
      }
      if (path === 'customer/telegramlink') {
        return jsonResponse(200, { Link: 'https://t.me/portal_bot?start=abc123' });
      }
      if (path === 'customer/webpushsubscribe') return jsonResponse(200, { Subscribed: true });
      return jsonResponse(200, answer);
    }),
  );
  return calls;
}

/** A browser with service workers and push: the worker registered, the subscription it made. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/sub/1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example/sub/1',
      expirationTime: null,
      keys: { p256dh: 'p256', auth: 'auth1' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription);
  const registration = {
    active: {},
    pushManager: { getSubscription: vi.fn(async () => null), subscribe },
  };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const container = {
    // No worker yet: the card must not register one on its own.
    getRegistration: vi.fn(async () => undefined),
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.push(listener),
    removeEventListener: () => {},
    startMessages: () => {},
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { container, subscribe, requestPermission, listeners };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the card "Nhận thông báo"', () => {
  it('saves every offered channel with the groups ticked, sorted', async () => {
    const calls = stubServer(settings());
    renderWithApp(<NotificationSettingsCard info={info} />);

    const zaloTransport = await screen.findByRole('checkbox', { name: 'Zalo: Vận chuyển' });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Zalo: Đơn hàng' }).checked).toBe(
      true,
    );
    expect((zaloTransport as HTMLInputElement).checked).toBe(false);
    const save = screen.getByRole('button', { name: 'Lưu cách nhận thông báo' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.click(zaloTransport);
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail: Hệ thống' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Thông báo trên trình duyệt: Tài chính' }),
    );
    await userEvent.click(save);

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: 'customer/updatenotificationsettings',
          body: {
            Channels: [
              { Channel: 'email', MessageTypes: [1, 2, 3, 4] },
              { Channel: 'zalo', MessageTypes: [1, 2] },
              { Channel: 'telegram', MessageTypes: [] },
              { Channel: 'webpush', MessageTypes: [3] },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('Đã lưu cách nhận thông báo.')).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('says where e-mail and Zalo go: the account’s address and phone number', async () => {
    stubServer(settings());
    renderWithApp(<NotificationSettingsCard info={info} />);
    const zalo = await screen.findByRole('region', { name: 'Zalo' });
    expect(zalo.textContent).toContain('0901234567');
    expect(screen.getByRole('region', { name: 'E-mail' }).textContent).toContain('mai@example.vn');
  });

  it('offers to link an unlinked Telegram, opening the one-time link in a new tab', async () => {
    const calls = stubServer(settings());
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderWithApp(<NotificationSettingsCard info={info} />);

    const telegram = await screen.findByRole('region', { name: 'Telegram' });
    expect(within(telegram).getByText('Chưa kết nối')).toBeTruthy();
    await userEvent.click(within(telegram).getByRole('button', { name: 'Liên kết Telegram' }));

    await waitFor(() => expect(tab.location.href).toBe('https://t.me/portal_bot?start=abc123'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === 'customer/telegramlink'),
    ).toBe(true);
  });

  it('does not ask a linked Telegram to be linked', async () => {
    stubServer(settings({ telegram: true }));
    renderWithApp(<NotificationSettingsCard info={info} />);
    const telegram = await screen.findByRole('region', { name: 'Telegram' });
    expect(within(telegram).getByText('Đã kết nối')).toBeTruthy();
    expect(within(telegram).queryByRole('button', { name: 'Liên kết Telegram' })).toBeNull();
  });

  it('tells an iPhone without PushManager to add the portal to the home screen', async () => {
    stubServer(settings());
    renderWithApp(<NotificationSettingsCard info={info} />);
    const push = await screen.findByRole('region', { name: 'Thông báo trên trình duyệt' });
    expect(within(push).getByText(IPHONE_SENTENCE)).toBeTruthy();
    expect(within(push).queryByRole('button', { name: 'Bật trên thiết bị này' })).toBeNull();
  });

  it('turns web push on: permission, the worker registered then, the subscription sent', async () => {
    const calls = stubServer(settings());
    const browser = stubPushBrowser('default', 'granted');
    renderWithApp(<NotificationSettingsCard info={info} />);

    const push = await screen.findByRole('region', { name: 'Thông báo trên trình duyệt' });
    expect(within(push).queryByText(IPHONE_SENTENCE)).toBeNull();
    const turnOn = within(push).getByRole('button', { name: 'Bật trên thiết bị này' });
    // Nothing is registered before the customer asks.
    expect(browser.container.register).not.toHaveBeenCalled();
    await waitFor(() => expect(turnOn.hasAttribute('disabled')).toBe(false));
    await userEvent.click(turnOn);

    await waitFor(() =>
      expect(calls.find((call) => call.path === 'customer/webpushsubscribe')?.body).toEqual({
        endpoint: 'https://push.example/sub/1',
        expirationTime: null,
        keys: { p256dh: 'p256', auth: 'auth1' },
      }),
    );
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.container.register).toHaveBeenCalledWith('./sw.js');
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    // A P-256 public key: 65 bytes, the first 0x04.
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    // (The button that was loading keeps antd's fading "loading" icon in its name under jsdom.)
    expect(
      await within(push).findByRole('button', { name: /Tắt trên thiết bị này$/ }),
    ).toBeTruthy();
  });

  it('says how to allow notifications again once the browser blocks them', async () => {
    stubServer(settings());
    stubPushBrowser('denied', 'denied');
    renderWithApp(<NotificationSettingsCard info={info} />);
    const push = await screen.findByRole('region', { name: 'Thông báo trên trình duyệt' });
    expect(within(push).getByText(DENIED_SENTENCE)).toBeTruthy();
    expect(within(push).queryByRole('button', { name: 'Bật trên thiết bị này' })).toBeNull();
  });

  it('shows a push the service worker passes to the open page', async () => {
    stubServer(settings());
    const browser = stubPushBrowser('granted', 'granted');
    renderWithApp(<NotificationSettingsCard info={info} />);
    await screen.findByRole('region', { name: 'Thông báo trên trình duyệt' });
    expect(browser.listeners).toHaveLength(1);
    act(() =>
      browser.listeners[0]?.(
        new MessageEvent('message', {
          data: {
            type: 'push',
            payload: { title: 'Đã cộng tiền nạp', body: 'Đã cộng 500.000 ₫ vào ví.', tag: 'n-1' },
          },
        }),
      ),
    );
    expect(await screen.findByText('Đã cộng tiền nạp')).toBeTruthy();
    expect(screen.getByText('Đã cộng 500.000 ₫ vào ví.')).toBeTruthy();
  });

  it('is a table of groups by channel on a wide screen', async () => {
    stubServer(settings());
    const narrow = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
    const phone = narrow.value as (query: string) => MediaQueryList;
    window.matchMedia = (query: string) => ({ ...phone(query), matches: true });
    try {
      renderWithApp(<NotificationSettingsCard info={info} />);
      const table = await screen.findByRole('table');
      expect(within(table).getByRole('columnheader', { name: /Telegram/ })).toBeTruthy();
      expect(within(table).getByRole('cell', { name: 'Khiếu nại' })).toBeTruthy();
      expect(within(table).getByRole('checkbox', { name: 'Telegram: Khiếu nại' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Liên kết Telegram' })).toBeTruthy();
    } finally {
      Object.defineProperty(window, 'matchMedia', narrow);
    }
  });

  it('is left out when the server has no channel besides the portal', async () => {
    const calls = stubServer({ Channels: [], WebPushPublicKey: null });
    const { container } = renderWithApp(<NotificationSettingsCard info={info} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
