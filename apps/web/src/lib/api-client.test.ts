import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@app/shared';
import { jsonResponse } from '../test/render';

const showAlert = vi.fn<(content: string, title?: string) => Promise<void>>();
vi.mock('./dialogs', () => ({ showAlert: (content: string) => showAlert(content) }));

const { api, ApiError } = await import('./api-client');
const { getToken, startSession } = await import('./session');

beforeEach(() => {
  showAlert.mockReset();
  showAlert.mockResolvedValue(undefined);
  window.location.hash = '#/dashboard';
});
afterEach(() => vi.unstubAllGlobals());

describe('api client common error handling (spec §8)', () => {
  it('joins the messages of a 400 object by line breaks in one alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { Email: ['Email đã được sử dụng'], Phone: ['A', 'B'] })),
    );
    await expect(api('account/register', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith('Email đã được sử dụng\nA\nB');
  });

  it('joins the messages of a 400 list the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, ['Một', 'Hai'])),
    );
    await expect(api('order/orderbuy/1', { method: 'PUT' })).rejects.toMatchObject({
      status: 400,
      messages: ['Một', 'Hai'],
      handled: true,
    });
    expect(showAlert).toHaveBeenCalledWith('Một\nHai');
  });

  it('on 401 shows one alert however many calls fail, then clears the session and goes to login', async () => {
    startSession('tok-401', true);
    let closeAlert: () => void = () => {};
    showAlert.mockImplementation(() => new Promise<void>((resolve) => (closeAlert = resolve)));
    const fetchMock = vi.fn(async () => jsonResponse(401, { Message: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetchMock);

    const calls = [api('customer/userinfo'), api('customer/getsettingdefault')];
    await Promise.allSettled(calls);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer tok-401');
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith('Thông tin tài khoản của bạn cần truy cập lại.');
    // Nothing is cleared while the alert is open.
    expect(getToken()).toBe('tok-401');

    closeAlert();
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(localStorage.getItem('user.configs')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('treats a network failure (status 0) like 401', async () => {
    startSession('tok-0', false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('order/getdashboard')).rejects.toMatchObject({ status: 0 });
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(showAlert).toHaveBeenCalledWith('Thông tin tài khoản của bạn cần truy cập lại.');
  });

  it('passes other statuses on without an alert, and adds noloading=1 when asked', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(429, ['Bạn đã thử quá nhiều lần.']));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      api('account/login', { method: 'POST', body: {}, noloading: true }),
    ).rejects.toMatchObject({
      status: 429,
      messages: ['Bạn đã thử quá nhiều lần.'],
      handled: false,
    });
    expect(showAlert).not.toHaveBeenCalled();
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe(
      './api/account/login?noloading=1',
    );
  });
});

describe('a console call outside the staff role (DESIGN §12)', () => {
  it("shows the server's sentence and keeps the staff member signed in", async () => {
    startSession('tok-kho', true, { UserInfo: { UserName: 'kho', Avatar: '', Role: 'warehouse' } });
    window.location.hash = '#/admin/withdrawals';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { Message: messages.forbidden })),
    );
    await expect(api('admin/withdrawals')).rejects.toMatchObject({
      status: 403,
      messages: [messages.forbidden],
      handled: true,
    });
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith(messages.forbidden);
    // Nothing ends once the alert is closed either.
    await Promise.resolve();
    expect(getToken()).toBe('tok-kho');
    expect(window.location.hash).toBe('#/admin/withdrawals');
  });

  it("still signs a customer out on 403, the portal's rule (spec §8)", async () => {
    startSession('tok-kh', true, { UserInfo: { UserName: 'kh', Avatar: '', Role: 'customer' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { Message: messages.forbidden })),
    );
    await expect(api('admin/withdrawals')).rejects.toMatchObject({ status: 403, handled: true });
    expect(showAlert).toHaveBeenCalledWith(messages.unauthorized);
    await vi.waitFor(() => expect(getToken()).toBeNull());
    expect(window.location.hash).toBe('#/login');
  });

  it('signs a staff member out on 401 as before', async () => {
    startSession('tok-nv', true, { UserInfo: { UserName: 'nv', Avatar: '', Role: 'accountant' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { Message: 'Unauthorized' })),
    );
    await expect(api('admin/deposits')).rejects.toMatchObject({ status: 401, handled: true });
    expect(showAlert).toHaveBeenCalledWith(messages.unauthorized);
    await vi.waitFor(() => expect(getToken()).toBeNull());
  });
});

describe('offline (spec §8: status 0)', () => {
  it('still calls the server when the browser says it is offline, and shows the sign-in-again alert', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../app/providers');
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    onlineManager.setOnline(false);
    try {
      const client = createQueryClient();
      // A query that already has (stale) results: offline it must not quietly keep showing them.
      client.setQueryData(['search'], ['kết quả cũ']);
      await expect(
        client.fetchQuery({
          queryKey: ['search'],
          queryFn: () => api('customer/getmessages'),
          staleTime: 0,
        }),
      ).rejects.toMatchObject({ status: 0, handled: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(showAlert).toHaveBeenCalledWith(messages.unauthorized);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
