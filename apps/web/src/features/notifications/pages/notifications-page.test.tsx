import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationStatus, type ConsoleListAnswer, type NotificationRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import NotificationsPage from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const row = (Id: number, Status: NotificationStatus, overrides: Partial<NotificationRow> = {}) =>
  ({
    Id,
    CustomerId: 5,
    CustomerCode: 'KH000005',
    Event: 'deposit.credited',
    EventName: 'Đã cộng tiền nạp',
    Channel: 'telegram',
    ChannelName: 'Telegram',
    Code: 'NT000012',
    Status,
    StatusName: ['Chờ gửi', 'Đã gửi', 'Lỗi'][Status]!,
    Attempts: 1,
    Error: null,
    CreatedDate: '2026-11-26T03:04:00.000Z',
    SentDate: null,
    ...overrides,
  }) satisfies NotificationRow;

const rows: NotificationRow[] = [
  row(1, NotificationStatus.Sent, { SentDate: '2026-11-26T03:05:00.000Z' }),
  row(2, NotificationStatus.Failed, {
    CustomerId: 7,
    CustomerCode: 'KH000007',
    Channel: 'zalo',
    ChannelName: 'Zalo',
    Attempts: 5,
    Error: 'Zalo: số điện thoại chưa dùng Zalo',
  }),
  row(3, NotificationStatus.Waiting, { Channel: 'webpush', ChannelName: 'Trình duyệt' }),
];

/** The list answering `rows`; the resend answering the row waiting again. */
function show(path = '/admin/notifications') {
  return renderConsole(<NotificationsPage />, path, (url, init) => {
    if (init?.method === 'PUT') {
      return jsonResponse(200, { ...rows[1], Status: 0, StatusName: 'Chờ gửi' });
    }
    const answer: ConsoleListAnswer<NotificationRow> = {
      Items: rows,
      Total: rows.length,
      Counts: [
        { Status: 0, Count: 1 },
        { Status: 1, Count: 1 },
        { Status: 2, Count: 1 },
      ],
    };
    return jsonResponse(200, answer);
  });
}

describe('the console list "Thông báo"', () => {
  it('shows each notification with its customer, channel, state, tries and reason', async () => {
    const { calls } = show();
    const failed = (await screen.findByText('Zalo: số điện thoại chưa dùng Zalo')).closest('tr')!;
    expect(within(failed).getByRole('link', { name: 'KH000007' }).getAttribute('href')).toBe(
      '/admin/customers/7',
    );
    expect(failed.textContent).toContain('Đã cộng tiền nạp');
    expect(failed.textContent).toContain('5 lần gửi');
    expect(failed.textContent).toContain('Tạo 26/11/2026 10:04');
    expect(calls()[0]?.pathname).toBe('/api/admin/notifications');
    expect(screen.getByRole('tab', { name: /Tất cả\s*3/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Lỗi\s*1/ })).toBeTruthy();
  });

  it('offers "Gửi lại" on the failed row only, and sends it after "Xác thực"', async () => {
    const { fetch } = show();
    await screen.findByText('Zalo: số điện thoại chưa dùng Zalo');
    const buttons = screen.getAllByRole('button', { name: 'Gửi lại' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('tr')?.textContent).toContain('KH000007');

    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xác thực', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));

    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url]) => url),
      ).toEqual([expect.stringContaining('/api/admin/notifications/2/resend')]),
    );
    expect(await screen.findByText('Đã đưa thông báo vào hàng chờ gửi lại.')).toBeTruthy();
  });

  it('filters by status tab, channel and keyword, all sent with the call', async () => {
    const { queries } = show('/admin/notifications?channel=telegram');
    await screen.findByText('Zalo: số điện thoại chưa dùng Zalo');
    expect(queries()[0]?.get('channel')).toBe('telegram');
    expect(queries()[0]?.get('status')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Lỗi/ }));
    await waitFor(() => expect(queries().at(-1)?.get('status')).toBe('2'));
    await userEvent.type(screen.getByPlaceholderText(/mã khách hàng/), 'KH000007{Enter}');
    await waitFor(() => expect(queries().at(-1)?.get('keyword')).toBe('KH000007'));
    expect(queries().at(-1)?.get('channel')).toBe('telegram');
  });
});
