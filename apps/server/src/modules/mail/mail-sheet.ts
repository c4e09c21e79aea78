import { formatDateTime, type MailRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The outbox as a workbook: who was written to, about what, and whether it left. */
export const mailSheet: ExportSheet<MailRow> = {
  fileName: 'hop-thu-di',
  sheetName: 'Hộp thư đi',
  columns: [
    { header: 'Thời gian', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
    { header: 'Người nhận', width: 32, value: (row) => row.To },
    { header: 'Tiêu đề', width: 48, value: (row) => row.Subject },
    { header: 'Trạng thái', width: 12, value: (row) => row.StatusName },
    {
      header: 'Gửi lúc',
      width: 18,
      value: (row) => (row.SentDate ? formatDateTime(row.SentDate) : ''),
    },
    { header: 'Số lần gửi', width: 10, value: (row) => row.Attempts },
    { header: 'Lỗi', width: 48, value: (row) => row.Error },
  ],
};
