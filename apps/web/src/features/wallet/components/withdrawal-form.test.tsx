import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages } from '@app/shared';
import { renderWithApp } from '../../../test/render';
import { WithdrawalForm } from './withdrawal-form';

afterEach(() => vi.unstubAllGlobals());

const errors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map(
    (node) => node.textContent,
  );

describe('withdrawal form', () => {
  it('shows no errors before the first submit, then the schema messages for empty fields', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<WithdrawalForm submitting={false} available={500_000} onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Ghi chú'), 'x');
    expect(errors()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));

    expect(await screen.findByText(messages.amountRequired)).toBeTruthy();
    expect(await screen.findByText('Tên ngân hàng chưa nhập')).toBeTruthy();
    expect(screen.getByText(messages.accountNumberRequired)).toBeTruthy();
    expect(screen.getByText(messages.accountNameRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses more than may be withdrawn before anything is asked or sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<WithdrawalForm submitting={false} available={500_000} onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Số tiền rút'), '600000');
    await userEvent.type(screen.getByLabelText('Tên ngân hàng'), 'Vietcombank');
    await userEvent.type(screen.getByLabelText('Số tài khoản'), '0011004123456');
    await userEvent.type(screen.getByLabelText('Chủ tài khoản'), 'NGUYEN VAN A');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));

    const refusal = fillMessage(messages.withdrawalOverAvailable, { available: '500.000 ₫' });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
