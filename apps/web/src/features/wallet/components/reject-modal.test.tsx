import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@app/shared';
import { renderWithApp } from '../../../test/render';
import { RejectModal } from './reject-modal';

// The auto-sized TextArea measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describe('reject modal', () => {
  it('refuses without a reason, then sends the trimmed reason', async () => {
    const onReject = vi.fn();
    renderWithApp(
      <RejectModal
        subject="yêu cầu nạp tiền NT000001"
        saving={false}
        onReject={onReject}
        onClose={() => {}}
      />,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText(messages.reasonRequired)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Lý do'), '  Sai nội dung chuyển khoản ');
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('Sai nội dung chuyển khoản'));
  });
});
