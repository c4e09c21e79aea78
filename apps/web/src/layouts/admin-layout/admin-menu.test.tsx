import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ROLES } from '@app/shared';
import { consoleLanding, consoleMenuFor } from '../../app/console-menu';
import { adminPaths } from '../../app/routes';
import { jsonResponse, renderWithApp } from '../../test/render';
import { AdminMenu } from './admin-menu';

afterEach(() => vi.unstubAllGlobals());

/**
 * The console's menu as `role` sees it, once the queue badge titled `badge` shows: its groups, and
 * their entries' names (a count after a name is its badge).
 */
async function menuOf(role: string, badge: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse(200, {
        Deliveries: 3,
        Deposits: 2,
        BankTransfers: 0,
        Withdrawals: 1,
        ExtensionReports: 4,
        Vouchers: 0,
      }),
    ),
  );
  renderWithApp(<AdminMenu role={role} />, '/admin');
  const menu = await screen.findByRole('navigation', { name: 'Menu quản trị' });
  await within(menu).findByTitle(badge);
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  const groups = Array.from(menu.querySelectorAll('.ant-menu-item-group-title')).map(
    (title) => title.textContent,
  );
  return { names, groups };
}

describe('the console menu (DESIGN §12)', () => {
  it('shows a warehouse worker the orders and the warehouse desk only', async () => {
    const { names, groups } = await menuOf('warehouse', '3 phiếu chờ xử lý');
    expect(groups).toEqual(['Mua hộ', 'Kho & giao hàng']);
    expect(names).toEqual([
      'Tổng quan',
      'Đơn mua hộ',
      'Nhận hàng kho TQ',
      'Xuất kho TQ',
      'Bao hàng',
      'Nhận hàng kho VN',
      'Phiếu giao hàng3',
      'Kiện hàng',
      'Kiện vô chủ',
      'Đơn ký gửi',
    ]);
  });

  it('shows an accountant the money desk, customers and the audit log, and no warehouse entry', async () => {
    const { names, groups } = await menuOf('accountant', '2 yêu cầu nạp tiền chờ duyệt');
    expect(groups).toEqual(['Mua hộ', 'Tài chính', 'Quản lý']);
    expect(names).toEqual([
      'Tổng quan',
      'Đơn mua hộ',
      'Nạp tiền chờ duyệt2',
      'Giao dịch ngân hàng',
      'Rút tiền chờ duyệt1',
      'Nhập sao kê',
      'Phiếu thu chi',
      'Báo cáo',
      'Khách hàng',
      'Nhật ký thao tác',
    ]);
  });

  it('counts the queues of the entries shown only', async () => {
    await menuOf('warehouse', '3 phiếu chờ xử lý');
    expect(screen.queryByTitle('2 yêu cầu nạp tiền chờ duyệt')).toBeNull();
    expect(screen.queryByTitle('4 trang tiện ích chờ xử lý')).toBeNull();
  });

  it('shows an admin everything, staff all but administration', () => {
    const count = (role: string) => consoleMenuFor(role).flatMap((group) => group.entries).length;
    expect(count('admin')).toBe(25);
    expect(
      consoleMenuFor('staff')
        .flatMap((group) => group.entries)
        .map((entry) => entry.label),
    ).not.toContain('Nhân viên');
    expect(count('staff')).toBe(22);
    expect(consoleMenuFor('customer')).toEqual([]);
  });

  it('lands every role on the home page, its first menu entry', () => {
    for (const role of STAFF_ROLES) {
      const shown = consoleMenuFor(role).flatMap((group) => group.entries.map((e) => e.path));
      expect(shown).toContain(consoleLanding(role));
    }
    for (const role of STAFF_ROLES) {
      expect(consoleLanding(role)).toBe(adminPaths.home);
      expect(consoleMenuFor(role)[0]?.entries[0]?.path).toBe(adminPaths.home);
    }
  });
});
