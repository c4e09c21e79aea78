import type { AdminWithdrawalRow } from '@app/shared';
import { requestQueueSheet } from '../accounts/request-queue.js';

/** The withdrawal queue as a workbook: where the money goes, what the customer wrote and has. */
export const withdrawalQueueSheet = requestQueueSheet<AdminWithdrawalRow>(
  { fileName: 'rut-tien', sheetName: 'Rút tiền' },
  [
    { header: 'Số dư hiện tại (₫)', width: 16, value: (row) => row.Balance },
    { header: 'Ngân hàng', width: 24, value: (row) => row.BankName },
    { header: 'Số tài khoản', width: 20, value: (row) => row.AccountNumber },
    { header: 'Chủ tài khoản', width: 24, value: (row) => row.AccountName },
    { header: 'Ghi chú', width: 30, value: (row) => row.Note },
  ],
);
