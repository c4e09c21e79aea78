import {
  bankTime,
  bankTransferProviderNames,
  formatDateTime,
  type BankTransferRow,
} from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** Incoming transfers as a workbook: the console's columns, the bank's time as it shows it. */
export const bankTransferSheet: ExportSheet<BankTransferRow> = {
  fileName: 'giao-dich-ngan-hang',
  sheetName: 'Giao dịch ngân hàng',
  columns: [
    { header: 'Mã giao dịch', width: 12, value: (row) => row.Code },
    { header: 'Số tiền (₫)', width: 16, value: (row) => row.Amount },
    { header: 'Nội dung chuyển khoản', width: 48, value: (row) => row.Content },
    {
      header: 'Thời gian',
      width: 18,
      // When the bank says it happened; when we heard of it, if the bank did not say.
      value: (row) => bankTime(row.TransferDate) || formatDateTime(row.CreatedDate),
    },
    {
      header: 'Nguồn',
      width: 10,
      value: (row) => bankTransferProviderNames[row.Provider] ?? row.Provider,
    },
    {
      header: 'Mã nhà cung cấp',
      width: 20,
      // A statement line's id is our fingerprint of it, not something staff can look up.
      value: (row) => (row.Provider === 'statement' ? '' : row.ProviderId),
    },
    { header: 'TK nhận', width: 18, value: (row) => row.AccountNumber },
    { header: 'Trạng thái', width: 12, value: (row) => row.StatusName },
    { header: 'Mã yêu cầu nạp', width: 14, value: (row) => row.DepositCode },
    { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
    { header: 'Ghi chú', width: 30, value: (row) => row.Note },
    { header: 'Ngày nhận', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  ],
};
