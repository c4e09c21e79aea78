import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  NotificationStatus,
  OrderState,
  type OrderDetail,
  type SentNotificationRow,
} from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import OrderDetailPage from '../../orders/pages/order-detail-page';

afterEach(() => vi.unstubAllGlobals());

const order: OrderDetail = {
  Id: 9,
  Code: 'DH000009',
  ShopName: 'Shop Áo Gió',
  State: OrderState.Bought,
  StateName: 'Đã mua hàng',
  WarehouseId: 1,
  WarehouseName: 'Kho Hà Nội',
  ItemCount: 0,
  GoodsAmountCNY: 0,
  TotalAmount: 0,
  PaidAmount: 0,
  AmountDue: 0,
  DepositAmount: 0,
  CreatedDate: '2026-11-20T03:00:00.000Z',
  ShopLink: '',
  Site: 'taobao',
  Note: '',
  IsInspection: false,
  IsWoodenCrate: false,
  Rate: 3600,
  RateLockedAt: '2026-11-20T03:00:00.000Z',
  LevelName: 'Thường',
  DepositPercent: 70,
  BuyerFeeDiscount: 0,
  Items: [],
  CountedDate: null,
  FeeLines: [],
  Transports: [],
  Complaints: [],
  Photos: [],
  History: [],
};

const sent: SentNotificationRow[] = [
  {
    Event: 'order.bought',
    EventName: 'Đơn đã mua',
    Channel: 'telegram',
    ChannelName: 'Telegram',
    Code: 'DH000009',
    Status: NotificationStatus.Sent,
    StatusName: 'Đã gửi',
    CreatedDate: '2026-11-26T03:04:00.000Z',
    SentDate: '2026-11-26T03:05:00.000Z',
  },
  {
    Event: 'order.bought',
    EventName: 'Đơn đã mua',
    Channel: 'zalo',
    ChannelName: 'Zalo',
    Code: 'DH000009',
    Status: NotificationStatus.Failed,
    StatusName: 'Lỗi',
    CreatedDate: '2026-11-26T03:04:00.000Z',
    SentDate: null,
  },
];

/** The customer's order page, every call answered as the server would; the URLs it called. */
function showOrder(rows: SentNotificationRow[]) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/order/getorderdetails/9') return jsonResponse(200, order);
    if (path === '/api/order/notifications/9') return jsonResponse(200, { Items: rows });
    return jsonResponse(200, { Items: [], Total: 0, Balance: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  startSession('tok-c', true, { UserInfo: { UserName: 'khach', Avatar: '', Role: 'customer' } });
  renderWithApp(
    <Routes>
      <Route path="/order/:id" element={<OrderDetailPage />} />
    </Routes>,
    '/order/9',
  );
  return () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x'));
}

describe('"Đã thông báo" on the customer’s order page', () => {
  it('lists what was sent where, with its state and the time in Vietnam', async () => {
    const calls = showOrder(sent);
    // The whole page renders first (slow under jsdom on a busy machine).
    const section = await screen.findByRole(
      'region',
      { name: 'Đã thông báo' },
      { timeout: 10_000 },
    );
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Đơn đã mua');
    expect(items[0]?.textContent).toContain('Telegram · 26/11/2026 10:05');
    expect(within(items[0]!).getByText('Đã gửi').className).toContain('green');
    expect(items[1]?.textContent).toContain('Zalo · 26/11/2026 10:04');
    expect(within(items[1]!).getByText('Lỗi').className).toContain('red');
    // In the background: the loading bar stays still for it.
    const asked = calls().find((url) => url.pathname === '/api/order/notifications/9');
    expect(asked?.searchParams.get('noloading')).toBe('1');
  });

  it('is left out while nothing was sent', async () => {
    const calls = showOrder([]);
    await screen.findByRole('region', { name: 'Lịch sử đơn hàng' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(calls().some((url) => url.pathname === '/api/order/notifications/9')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Đã thông báo' })).toBeNull();
  });
});
