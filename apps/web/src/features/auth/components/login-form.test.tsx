import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

/** The address a fetch call asked for. */
const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

describe('login form', () => {
  it('shows no error before the first submit, and the spec messages after it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LoginForm onLoggedIn={() => {}} onForgotPassword={() => {}} />);

    const userName = screen.getByLabelText('Tên đăng nhập');
    await userEvent.type(userName, 'a');
    await userEvent.clear(userName);
    expect(screen.queryByText('Tên đăng nhập chưa nhập')).toBeNull();
    expect(screen.queryByText('Mật khẩu chưa nhập')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Tên đăng nhập chưa nhập')).toBeTruthy();
    expect(await screen.findByText('Mật khẩu chưa nhập')).toBeTruthy();
    // An invalid form is not sent.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends RememberMe false and keeps the session in sessionStorage when unchecked', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = urlOf(input);
      if (url.includes('account/login')) return jsonResponse(200, { token: 'tok-1' });
      return jsonResponse(500, { Message: 'x' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} onForgotPassword={() => {}} />);

    await userEvent.type(screen.getByLabelText('Tên đăng nhập'), 'khach@vidu.vn');
    await userEvent.type(screen.getByLabelText('Mật khẩu'), 'matkhau1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const loginCall = fetchMock.mock.calls.find(([url]) => urlOf(url).includes('account/login'));
    const body = loginCall?.[1]?.body;
    expect(JSON.parse(typeof body === 'string' ? body : '')).toEqual({
      UserName: 'khach@vidu.vn',
      Password: 'matkhau1',
      RememberMe: false,
    });
    const stored = JSON.parse(sessionStorage.getItem('user.configs') ?? '{}') as { token?: string };
    expect(stored.token).toBe('tok-1');
    expect(localStorage.getItem('user.configs')).toBeNull();
  });
});
