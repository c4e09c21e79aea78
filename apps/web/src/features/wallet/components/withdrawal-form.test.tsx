import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@app/shared';
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
    // The note's auto-sizing text area observes its size; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const onSubmit = vi.fn(async () => true);
    renderWithApp(<WithdrawalForm submitting={false} onSubmit={onSubmit} />);

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
});
