import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderConsole } from '../../../test/render';
import ConsoleHomePage from './home-page';

afterEach(() => vi.unstubAllGlobals());

const counts = {
  Deposits: 2,
  Withdrawals: 0,
  BankTransfers: 5,
  Deliveries: 3,
  ExtensionReports: 1,
  Vouchers: 0,
};

const today = {
  Day: '2026-05-11',
  Received: 1_234_567,
  ReceivedCount: 4,
  Unmatched: 200_000,
  UnmatchedCount: 1,
  Credited: 1_034_567,
  Withdrawn: 500_000,
  WithdrawnCount: 2,
  Revenue: 87_000,
  RevenueDays: Array.from({ length: 14 }, (_, index) => ({
    Period: `2026-05-${String(index + 1).padStart(2, '0')}`,
    Amount: index * 1000,
  })),
};

function renderHome(role: string) {
  return renderConsole(
    <ConsoleHomePage />,
    '/admin/home',
    (url) => {
      if (url.includes('admin/queue-counts')) return jsonResponse(200, counts);
      if (url.includes('admin/reports/today')) return jsonResponse(200, today);
      return jsonResponse(404, {});
    },
    role,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the console home page (DESIGN §12)', () => {
  it('shows a warehouse worker the deliveries queue and the scan screens, no money', async () => {
    const { calls } = renderHome('warehouse');
    expect(screen.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeTruthy();
    expect(screen.getByText(/vai trò Kho\./)).toBeTruthy();
    const queues = section('Việc đang chờ');
    const deliveries = within(queues).getByRole('link', { name: /Phiếu giao hàng chờ xử lý/ });
    await within(deliveries).findByText('3');
    expect(deliveries.getAttribute('href')).toBe('/admin/deliveries');
    expect(within(queues).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Nạp tiền chờ duyệt')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Hôm nay' })).toBeNull();
    const links = within(section('Truy cập nhanh')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('Nhận hàng kho TQ');
    expect(links.map((link) => link.textContent)).not.toContain('Tổng quan');
    expect(calls().map((url) => url.pathname)).not.toContain('/api/admin/reports/today');
  });

  it("shows an accountant the money queues and today's figures", async () => {
    const { calls } = renderHome('accountant');
    const queues = section('Việc đang chờ');
    const names = within(queues)
      .getAllByRole('link')
      .map((link) => link.querySelector('.ant-typography')?.textContent);
    expect(names).toEqual([
      'Nạp tiền chờ duyệt',
      'Rút tiền chờ duyệt',
      'Giao dịch ngân hàng chưa khớp',
      'Phiếu thu chi chờ duyệt',
    ]);
    const deposits = within(queues).getByRole('link', { name: /Nạp tiền chờ duyệt/ });
    await within(deposits).findByText('2');
    expect(deposits.getAttribute('href')).toBe('/admin/deposits');
    expect(within(queues).queryByText(/Phiếu giao hàng/)).toBeNull();

    const figures = section('Hôm nay');
    await within(figures).findByText('1.234.567 ₫');
    expect(within(figures).getByText('4 giao dịch')).toBeTruthy();
    const unmatched = within(figures).getByRole('link', { name: /Chưa khớp/ });
    expect(unmatched.getAttribute('href')).toBe('/admin/bank-transfers');
    expect(within(unmatched).getByText('200.000 ₫')).toBeTruthy();
    expect(within(figures).getByText('2 lần chi')).toBeTruthy();
    expect(within(figures).getByText('87.000 ₫')).toBeTruthy();
    expect(
      within(figures).getByRole('img', { name: /^Biểu đồ cột doanh thu theo ngày/ }),
    ).toBeTruthy();
    expect(within(figures).getByRole('link', { name: 'Xem báo cáo' }).getAttribute('href')).toBe(
      '/admin/reports',
    );
    expect(calls().map((url) => url.pathname)).toContain('/api/admin/reports/today');
  });
});
