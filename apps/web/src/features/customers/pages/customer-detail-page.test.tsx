import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { AdminCustomerDetail } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import CustomerDetailPage from './customer-detail-page';

afterEach(() => vi.unstubAllGlobals());

const customer: AdminCustomerDetail = {
  Id: 12,
  Code: 'KH000012',
  Email: 'khach@example.vn',
  Phone: '0901234567',
  FullName: 'Trần Thị Khách',
  Level: 1,
  LevelName: 'Thành viên',
  Balance: 1_500_000,
  IsLocked: false,
  SupporterId: null,
  SupporterName: '',
  CreatedDate: '2026-11-01T02:00:00.000Z',
  Address: 'Hà Nội',
  WarehouseName: 'Kho Hà Nội',
  PendingWithdrawals: 0,
};

/** The customer's page as `role` sees it, and the console paths it called. */
async function pageAs(role: string) {
  const { calls } = renderConsole(
    <Routes>
      <Route path="/admin/customers/:id" element={<CustomerDetailPage />} />
    </Routes>,
    '/admin/customers/12',
    (url) => {
      if (url.includes('admin/customers/12/transactions')) {
        return jsonResponse(200, { Items: [], Total: 0 });
      }
      if (url.includes('admin/customers/12')) return jsonResponse(200, customer);
      if (url.includes('admin/staff')) return jsonResponse(200, []);
      return jsonResponse(200, { Items: [], Total: 0, Counts: [] });
    },
    role,
  );
  await screen.findByRole('heading', { name: /KH000012/ });
  const cards = () =>
    Array.from(document.querySelectorAll('.ant-card-head-title')).map((node) => node.textContent);
  const paths = () => calls().map((url) => url.pathname.replace(/^\/api\//, ''));
  return { cards, paths };
}

describe("the customer's page by role (DESIGN §12)", () => {
  it('shows an accountant the money parts, not customer care nor the notifications', async () => {
    const { cards, paths } = await pageAs('accountant');
    expect(cards()).toEqual([
      'Thông tin khách hàng',
      'Ví',
      'Điều chỉnh số dư',
      'Lịch sử giao dịch',
    ]);
    expect(screen.queryByRole('button', { name: /Xem như khách hàng/ })).toBeNull();
    await vi.waitFor(() => expect(paths()).toContain('admin/customers/12/transactions'));
    expect(paths().filter((path) => /notifications|admin\/staff/.test(path))).toEqual([]);
  });

  it('shows support customer care and the notifications, not the balance adjustment', async () => {
    const { cards } = await pageAs('support');
    expect(cards()).toEqual([
      'Thông tin khách hàng',
      'Ví',
      'Quản lý tài khoản',
      'Thông báo đã gửi',
      'Lịch sử giao dịch',
    ]);
    expect(screen.getByRole('button', { name: /Xem như khách hàng/ })).toBeTruthy();
  });
});
