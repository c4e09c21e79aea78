import type { AdminDepositRow } from '@app/shared';
import { requestQueueSheet } from '../accounts/request-queue.js';

/** The deposit queue as a workbook: what the customer was to transfer, and to which account. */
export const depositQueueSheet = requestQueueSheet<AdminDepositRow>(
  { fileName: 'nap-tien', sheetName: 'Nạp tiền' },
  [
    { header: 'Nội dung chuyển khoản', width: 24, value: (row) => row.TransferContent },
    {
      header: 'Tài khoản nhận',
      width: 30,
      value: (row) =>
        row.BankAccount && `${row.BankAccount.BankName} · ${row.BankAccount.AccountNumber}`,
    },
  ],
);
