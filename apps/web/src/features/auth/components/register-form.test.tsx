import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

describe('register form', () => {
  it('shows "Nhập lại mật khẩu" when the confirmation differs, and does not submit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, [{ Id: 1, Name: 'Kho Hà Nội', Description: 'Cầu Giấy' }]),
      ),
    );
    const onSubmit = vi.fn();
    renderWithApp(<RegisterForm submitting={false} onSubmit={onSubmit} />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'moi@vidu.vn' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'matkhau1' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'matkhau2' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912345678' } });
    expect(
      screen.queryByText('Nhập lại mật khẩu', { selector: '.ant-form-item-explain-error' }),
    ).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));

    expect(
      await screen.findByText('Nhập lại mật khẩu', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(await screen.findByText('Bạn chưa chọn kho hàng')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the service terms over the form without ticking the agreement', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [])),
    );
    renderWithApp(<RegisterForm submitting={false} onSubmit={vi.fn()} />);

    await userEvent.click(screen.getByText('Điều khoản dịch vụ'));

    expect(await screen.findByText('2. Đặt cọc và thanh toán')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });
});
