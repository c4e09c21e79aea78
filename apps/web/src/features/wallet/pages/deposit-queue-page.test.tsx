import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestStatus, type AdminDepositRow, type ConsoleListAnswer } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import DepositsPage from './deposit-queue-page';

afterEach(() => vi.unstubAllGlobals());

const pending: AdminDepositRow = {
  Id: 7,
  Code: 'NT000007',
  Amount: 1_500_000,
  Status: RequestStatus.Pending,
  StatusName: 'Chờ duyệt',
  Note: '',
  RejectReason: '',
  CreatedDate: '2026-11-23T13:15:00.000Z',
  ReviewedDate: null,
  TransferContent: 'NAP KH000012 58231',
  VietQR: '',
  BankAccount: null,
  CustomerId: 12,
  CustomerCode: 'KH000012',
  CustomerEmail: 'lan@x.vn',
  CustomerName: 'Phạm Ngọc Lan',
};

/** The queue's answer (one pending request) and the approval's; every call the page made. */
function renderQueue(path: string) {
  const answer: ConsoleListAnswer<AdminDepositRow> = {
    Items: [pending],
    Total: 1,
    Counts: [
      { Status: RequestStatus.Pending, Count: 1 },
      { Status: RequestStatus.Rejected, Count: 2 },
    ],
  };
  return renderConsole(<DepositsPage />, path, (_url, init) =>
    init?.method === 'PUT'
      ? jsonResponse(200, { ...pending, Status: RequestStatus.Approved, StatusName: 'Đã duyệt' })
      : jsonResponse(200, answer),
  );
}

describe('the deposit queue', () => {
  it('opens on the pending tab, each tab counted, with the days of the URL', async () => {
    const { calls } = renderQueue('/admin/deposits?from=01%2F11%2F2026&keyword=58231');
    await screen.findByText('NAP KH000012 58231');
    const [first] = calls();
    expect(first?.pathname).toMatch(/admin\/deposits$/);
    expect(first?.searchParams.get('status')).toBe(String(RequestStatus.Pending));
    expect(first?.searchParams.get('from')).toBe('01/11/2026');
    expect(first?.searchParams.get('keyword')).toBe('58231');
    expect(screen.getByRole('tab', { name: /Chờ duyệt\s*1/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Từ chối\s*2/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*3/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: /Tất cả/ }));
    await waitFor(() => expect(calls().at(-1)?.searchParams.get('status')).toBeNull());
    expect(calls().at(-1)?.searchParams.get('from')).toBe('01/11/2026');
  });

  it('keeps an approved request in view with its new status, and moves its count', async () => {
    renderQueue('/admin/deposits');
    await screen.findByText('NAP KH000012 58231');
    await userEvent.click(screen.getByText('Duyệt', { selector: 'button span' }));
    await userEvent.click(await screen.findByText('Đồng ý'));
    expect(await screen.findByText('Đã duyệt', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('NAP KH000012 58231')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Đã duyệt\s*1/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Chờ duyệt\s*1/ })).toBeNull();
  });
});
