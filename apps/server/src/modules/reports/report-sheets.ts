import type { ReconciliationRow, RevenueRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** A report's row of totals, under its rows in the workbook. */
export const TOTAL_LABEL = 'Tổng cộng';

export const revenueSheet: ExportSheet<RevenueRow> = {
  fileName: 'doanh-thu',
  sheetName: 'Doanh thu theo loại phí',
  columns: [
    { header: 'Kỳ', width: 12, value: (row) => row.Period },
    { header: 'Loại phí', width: 34, value: (row) => row.KindName },
    { header: 'Số tiền (₫)', width: 16, value: (row) => row.Amount },
    { header: 'Số lần thay đổi', width: 14, value: (row) => row.Changes },
  ],
};

export const reconciliationSheet: ExportSheet<ReconciliationRow> = {
  fileName: 'doi-soat-ngan-hang',
  sheetName: 'Đối soát ngân hàng',
  columns: [
    { header: 'Kỳ', width: 12, value: (row) => row.Period },
    { header: 'Tiền về (₫)', width: 16, value: (row) => row.Received },
    { header: 'Số giao dịch', width: 12, value: (row) => row.ReceivedCount },
    { header: 'Đã khớp (₫)', width: 16, value: (row) => row.Matched },
    { header: 'Chưa khớp (₫)', width: 16, value: (row) => row.Unmatched },
    { header: 'Số GD chưa khớp', width: 14, value: (row) => row.UnmatchedCount },
    { header: 'Đã trả lại (₫)', width: 16, value: (row) => row.Returned },
    { header: 'Đã cộng ví (₫)', width: 16, value: (row) => row.Credited },
    { header: 'Cộng ví không qua GD (₫)', width: 20, value: (row) => row.CreditedWithoutTransfer },
    { header: 'GD lệch số tiền', width: 14, value: (row) => row.MismatchedCount },
  ],
};
