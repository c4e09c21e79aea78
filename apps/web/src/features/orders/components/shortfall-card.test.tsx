import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplaintStatus, complaintStatusNames, type ComplaintRow } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { ShortfallCard } from './shortfall-card';

afterEach(() => vi.unstubAllGlobals());

const complaint = (Status: ComplaintStatus): ComplaintRow => ({
  Id: 5,
  Code: 'KN000005',
  OrderId: 9,
  OrderCode: 'DH000009',
  Type: 1,
  TypeName: 'Thiếu hàng',
  Content: 'Kho kiểm đếm đơn hàng DH000009 thiếu hàng:\n- Áo gió: thiếu 1 (cần 2, kho đếm được 1)',
  RequestAmount: 182_500,
  ImageUrls: [],
  Status,
  StatusName: complaintStatusNames[Status],
  Response: '',
  RefundAmount: 0,
  CreatedDate: '2026-11-26T03:04:00.000Z',
});

/** The card on an order with `complaints`, every call answered as the server would. */
function show(complaints: ComplaintRow[]) {
  const fetch = vi.fn(async (url: string) =>
    jsonResponse(
      200,
      complaint(url.includes('accept') ? ComplaintStatus.Pending : ComplaintStatus.Dismissed),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  startSession('tok-c', true, { UserInfo: { UserName: 'khach', Avatar: '', Role: 'customer' } });
  renderWithApp(<ShortfallCard order={{ Complaints: complaints }} />);
  return fetch;
}

describe('the shortfall card', () => {
  it('shows the prepared complaint and sends it in one click', async () => {
    const fetch = show([complaint(ComplaintStatus.Proposed)]);
    expect(screen.getByText('Kho đếm thiếu hàng')).toBeTruthy();
    expect(screen.getByText(/Áo gió: thiếu 1/)).toBeTruthy();
    expect(screen.getByText('182.500 ₫')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi khiếu nại' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toContain('/api/order/acceptcomplain/5');
    expect(init.method).toBe('PUT');
    expect(await screen.findByText('Đã gửi khiếu nại KN000005')).toBeTruthy();
  });

  it('sets it aside only after the confirmation', async () => {
    const fetch = show([complaint(ComplaintStatus.Proposed)]);
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ qua' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xác thực', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/order/dismisscomplain/5');
  });

  it('shows nothing when no count found goods missing', () => {
    show([complaint(ComplaintStatus.Pending), complaint(ComplaintStatus.Dismissed)]);
    expect(screen.queryByText('Kho đếm thiếu hàng')).toBeNull();
  });
});
