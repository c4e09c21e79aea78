import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers, createQueryClient } from './providers';
import { startSession } from '../lib/session';
import { jsonResponse } from '../test/render';
import { RequireStaff } from './guards';

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
