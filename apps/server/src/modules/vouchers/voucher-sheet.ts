import { formatDateTime, type VoucherRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** Receipts and payments as a workbook: amounts as numbers, receipts positive and payments negative. */
export const voucherSheet: ExportSheet<VoucherRow> = {
  fileName: 'phieu-thu-chi',
  sheetName: 'Phiếu thu chi',
  columns: [
    { header: 'Mã phiếu', width: 12, value: (row) => row.Code },
    { header: 'Loại', width: 10, value: (row) => row.KindName },
    { header: 'Lập lúc', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
    { header: 'Quỹ', width: 28, value: (row) => row.FundAccountName },
    {
      header: 'Số tiền (₫)',
      width: 16,
      value: (row) => (row.Kind === 1 ? row.Amount : -row.Amount),
    },
    { header: 'Người nộp / nhận', width: 28, value: (row) => row.Counterparty },
    { header: 'Khách hàng', width: 12, value: (row) => row.CustomerCode ?? '' },
    { header: 'Lý do', width: 40, value: (row) => row.Reason },
    { header: 'Trạng thái', width: 12, value: (row) => row.StatusName },
    { header: 'Người lập', width: 22, value: (row) => row.CreatedBy },
    { header: 'Người duyệt', width: 22, value: (row) => row.ApprovedBy ?? '' },
    {
      header: 'Duyệt lúc',
      width: 18,
      value: (row) => (row.DecidedDate ? formatDateTime(row.DecidedDate) : ''),
    },
    { header: 'Lý do từ chối', width: 30, value: (row) => row.RejectReason },
  ],
};
