import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@app/shared';
import { renderWithApp } from '../test/render';
import { ReasonModal } from './reason-modal';

describe('reason modal', () => {
  it('refuses without a reason, then sends the trimmed reason', async () => {
    const onSubmit = vi.fn();
    renderWithApp(
      <ReasonModal
        open
        title="Từ chối yêu cầu"
        okText="Từ chối"
        name="reject-request"
        saving={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      >
        <p>Từ chối yêu cầu nạp tiền NT000001.</p>
      </ReasonModal>,
    );

    expect(screen.getByText('Từ chối yêu cầu nạp tiền NT000001.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText(messages.reasonRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Lý do'), '  Sai nội dung chuyển khoản ');
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Sai nội dung chuyển khoản'));
  });

  it('names its field and its close button as the action needs', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <ReasonModal
        open
        title="Hủy phiếu giao hàng PGH000001"
        okText="Hủy phiếu"
        cancelText="Đóng"
        label="Lý do hủy"
        name="cancel-delivery"
        saving={false}
        onSubmit={() => {}}
        onClose={onClose}
      />,
    );
    expect(await screen.findByLabelText('Lý do hủy')).toBeTruthy();
    // The footer's button (the corner's ✕ is named 'Đóng' too).
    const [, footerClose] = screen.getAllByRole('button', { name: 'Đóng' });
    await userEvent.click(footerClose!);
    expect(onClose).toHaveBeenCalled();
  });
});
