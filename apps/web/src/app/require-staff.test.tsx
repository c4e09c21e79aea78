import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, createMemoryRouter, type RouteObject } from 'react-router';
import { Providers, createQueryClient } from './providers';
import { startSession } from '../lib/session';
import { jsonResponse } from '../test/render';
import { consoleMenu } from './console-menu';
import { RequireArea, RequireStaff } from './guards';
import { routes } from './router';
import { adminPaths } from './routes';

afterEach(() => vi.unstubAllGlobals());

function renderAdmin() {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/deposits']}>
        <Routes>
          <Route element={<RequireStaff />}>
            <Route path="/admin/deposits" element={<p>Bảng điều khiển nhân viên</p>} />
          </Route>
          <Route path="/dashboard" element={<p>Trang chủ khách hàng</p>} />
          <Route path="/login" element={<p>Trang đăng nhập</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('RequireStaff', () => {
  it('sends a visitor without a session to the login page', async () => {
    renderAdmin();
    expect(await screen.findByText('Trang đăng nhập')).toBeTruthy();
  });

  it('sends a customer to the dashboard', async () => {
    startSession('tok-c', true, { UserInfo: { UserName: 'khach', Avatar: '', Role: 'customer' } });
    renderAdmin();
    expect(await screen.findByText('Trang chủ khách hàng')).toBeTruthy();
  });

  it('asks userinfo when the stored session has no role, and lets staff in', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { UserName: 'nv', Avatar: '', Role: 'staff' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    startSession('tok-s', true, {});
    renderAdmin();
    expect(await screen.findByText('Bảng điều khiển nhân viên')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain('customer/userinfo');
  });
});

const signInAs = (role: string) =>
  startSession(`tok-${role}`, true, { UserInfo: { UserName: role, Avatar: '', Role: role } });

function renderWithdrawals() {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/withdrawals']}>
        <Routes>
          <Route
            path="/admin/withdrawals"
            element={
              <RequireArea area="money">
                <p>Rút tiền chờ duyệt</p>
              </RequireArea>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('RequireArea (DESIGN §12)', () => {
  it('shows a role outside the area the 403 page instead of the page', async () => {
    signInAs('warehouse');
    renderWithdrawals();
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeTruthy();
    expect(
      screen.getByText('Phần này của trang quản trị không dành cho vai trò Kho.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang quản trị' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(screen.queryByText('Rút tiền chờ duyệt')).toBeNull();
  });

  it('shows the page to a role of the area, and to an admin', async () => {
    signInAs('accountant');
    const { unmount } = renderWithdrawals();
    expect(await screen.findByText('Rút tiền chờ duyệt')).toBeTruthy();
    unmount();
    signInAs('admin');
    renderWithdrawals();
    expect(await screen.findByText('Rút tiền chờ duyệt')).toBeTruthy();
  });
});

/** Every route under the console's layout, with the area its handle names. */
function consoleRoutes(list: RouteObject[] = routes): { path?: string; area?: string }[] {
  return list.flatMap((route) => [
    ...(route.path?.startsWith('/admin')
      ? [{ path: route.path, area: (route.handle as { area?: string } | undefined)?.area }]
      : []),
    ...consoleRoutes(route.children ?? []),
  ]);
}

describe('the console routes', () => {
  it('name the area of every page, the one its menu entry names', () => {
    const areas = new Map(consoleRoutes().map((route) => [route.path, route.area]));
    for (const entry of consoleMenu.flatMap((group) => group.entries)) {
      expect([entry.path, areas.get(entry.path)]).toEqual([entry.path, entry.area]);
    }
    // The pages behind a list's rows, too.
    expect(areas.get(adminPaths.order)).toBe('orders');
    expect(areas.get(adminPaths.customer)).toBe('customers');
    expect(areas.get(adminPaths.bag)).toBe('warehouse');
  });

  it.each([
    ['warehouse', adminPaths.home],
    ['buyer', adminPaths.home],
    ['accountant', adminPaths.home],
    ['admin', adminPaths.home],
  ])('open #/admin for %s on the home page (%s)', async (role, landing) => {
    signInAs(role);
    const router = createMemoryRouter(routes, { initialEntries: [adminPaths.root] });
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    router.dispose();
  });
});
