import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankTransferStatus, type BankTransferRow, type ConsoleListAnswer } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import BankTransfersPage from './bank-transfers-page';

afterEach(() => vi.unstubAllGlobals());

const waiting: BankTransferRow = {
  Id: 42,
  Code: 'GD000042',
  Provider: 'sepay',
  ProviderId: '9001',
  Amount: 120_000,
  Content: 'CHUYEN TIEN NAP VI',
  AccountNumber: '0011004123456',
  TransferDate: '2026-11-23 20:15:00',
  Status: BankTransferStatus.Unmatched,
  StatusName: 'Chưa khớp',
  DepositCode: '',
  CustomerCode: '',
  Note: '',
  CreatedDate: '2026-11-23T13:15:01.000Z',
};

describe('incoming transfers', () => {
  it('open on the unmatched tab, each tab counted from the same answer, and search by keyword', async () => {
    const answer: ConsoleListAnswer<BankTransferRow> = {
      Items: [waiting],
      Total: 1,
      Counts: [
        { Status: BankTransferStatus.Unmatched, Count: 1 },
        { Status: BankTransferStatus.Matched, Count: 5 },
      ],
    };
    const { queries } = renderConsole(<BankTransfersPage />, '/admin/bank-transfers', () =>
      jsonResponse(200, answer),
    );

    expect(await screen.findByText('GD000042 · 23/11/2026 20:15')).toBeTruthy();
    expect(screen.getByText('Mã SePay: 9001')).toBeTruthy();
    expect(queries()[0]?.get('status')).toBe(String(BankTransferStatus.Unmatched));
    expect(screen.getByRole('tab', { name: /Chưa khớp\s*1/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*6/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    await userEvent.click(screen.getByPlaceholderText(/Mã giao dịch/));
    await userEvent.paste(' 58231 ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(queries().at(-1)?.get('keyword')).toBe('58231'));
    expect(queries().at(-1)?.get('status')).toBe(String(BankTransferStatus.Unmatched));
  });
});
