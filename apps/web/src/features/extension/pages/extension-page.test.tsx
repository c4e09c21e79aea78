import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXTENSION_ID,
  type ExtensionConfig,
  type ExtensionStatus,
  type PortalToExtension,
} from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import ExtensionPage from './extension-page';

const config: ExtensionConfig = {
  CurrentRate: 3650,
  SignedIn: true,
  UserName: 'khach01',
  NumberCarts: 0,
  PortalUrl: 'http://localhost:3000',
  MinVersion: '1.0.0',
};

/** The server: extension/config, and extension/session handing out `ext-token`. */
function stubServer() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('extension/session')
      ? jsonResponse(200, { Token: 'ext-token' })
      : jsonResponse(200, config),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
}

/**
 * Our extension in this browser, answering each message with `answer` (undefined: Chromium's
 * answer when no extension of that id is installed, with lastError set).
 */
function stubExtension(answer: (message: PortalToExtension) => ExtensionStatus | undefined) {
  const runtime = {
    lastError: undefined as { message: string } | undefined,
    sendMessage: vi.fn((id: string, message: PortalToExtension, reply: (r: unknown) => void) => {
      const status = id === EXTENSION_ID ? answer(message) : undefined;
      runtime.lastError = status ? undefined : { message: 'Could not establish connection.' };
      setTimeout(() => reply(status), 0);
    }),
  };
  vi.stubGlobal('chrome', { runtime });
  return runtime;
}

const showPage = () => renderWithApp(<ExtensionPage />, '/extension');

beforeEach(() => {
  startSession('tok-c', true, { UserInfo: { UserName: 'khach01', Avatar: '' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the extension page', () => {
  it('says the extension is not installed in this browser and offers the download', async () => {
    stubServer();
    showPage();
    expect(await screen.findByText('Trình duyệt này chưa cài tiện ích')).toBeTruthy();
    const downloads = screen.getAllByRole('link', { name: /Tải tiện ích/ });
    expect(downloads.length).toBeGreaterThan(0);
    for (const link of downloads) {
      expect(link.getAttribute('href')).toBe('./downloads/extension.zip');
    }
    // The steps, each with its picture.
    expect(screen.getByRole('heading', { name: 'Bước 4. Bật chế độ nhà phát triển' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /bật công tắc Chế độ dành cho nhà phát triển/ }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /Bảng đặt hàng của tiện ích/ })).toBeTruthy();
  });

  it('takes an extension that does not answer (another one opened chrome.runtime) as missing', async () => {
    stubServer();
    stubExtension(() => undefined);
    showPage();
    expect(await screen.findByText('Trình duyệt này chưa cài tiện ích')).toBeTruthy();
  });

  it('shows the installed version signed out, hands it a session and says it is connected', async () => {
    const calls = stubServer();
    let signedIn = false;
    const runtime = stubExtension((message) => {
      if (message.Kind === 'handover') signedIn = message.Token === 'ext-token';
      return { Version: '1.2.0', SignedIn: signedIn, UserName: signedIn ? 'khach01' : '' };
    });
    showPage();

    expect(await screen.findByText('1.2.0')).toBeTruthy();
    expect(screen.getByText('Chưa đăng nhập')).toBeTruthy();
    expect(screen.queryByText('Cần cập nhật')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Kết nối với tài khoản khach01/ }));

    expect(await screen.findByText('Đã kết nối')).toBeTruthy();
    expect(calls()).toContain('POST ./api/extension/session');
    const handover = runtime.sendMessage.mock.calls.find(
      ([, message]) => message.Kind === 'handover',
    );
    expect(handover?.[0]).toBe(EXTENSION_ID);
    expect(handover?.[1]).toEqual({
      Kind: 'handover',
      Token: 'ext-token',
      PortalUrl: window.location.origin,
      UserName: 'khach01',
    });
    expect(screen.getByText(/Đã đăng nhập:/).textContent).toBe('Đã đăng nhập: khach01');
  });

  it('asks an extension older than the server takes to be updated', async () => {
    stubServer();
    stubExtension(() => ({ Version: '0.9.5', SignedIn: true, UserName: 'khach01' }));
    showPage();
    expect(await screen.findByText('Cần cập nhật')).toBeTruthy();
    expect(screen.getByText('Phiên bản 0.9.5 đã cũ: cần từ 1.0.0 trở lên')).toBeTruthy();
    expect(screen.getByText('Tiện ích đang dùng tài khoản của bạn')).toBeTruthy();
  });

  it('says so when the extension takes no session', async () => {
    stubServer();
    stubExtension((message) =>
      message.Kind === 'ping' ? { Version: '1.0.0', SignedIn: false, UserName: '' } : undefined,
    );
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: /Kết nối với tài khoản/ }));
    expect(await screen.findByText(/Tiện ích không nhận được phiên đăng nhập/)).toBeTruthy();
    expect(screen.queryByText('Đã kết nối')).toBeNull();
  });

  it('on a phone, says the extension works on a computer and offers adding by link', async () => {
    stubServer();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    showPage();
    expect(screen.getByText('Tiện ích chạy trên máy tính')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Thêm sản phẩm bằng đường dẫn/ }).getAttribute('href'),
    ).toBe('/order/cart');
    await waitFor(() => expect(screen.queryByText(/Đang tìm tiện ích/)).toBeNull());
  });
});
