import { formatDateTime, type NotificationRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The notifications list as a workbook: who was told what, where, and whether it arrived. */
export const notificationSheet: ExportSheet<NotificationRow> = {
  fileName: 'thong-bao',
  sheetName: 'Thông báo',
  columns: [
    { header: 'Thời gian', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
    { header: 'Khách hàng', width: 12, value: (row) => row.CustomerCode },
    { header: 'Sự kiện', width: 28, value: (row) => row.EventName },
    { header: 'Kênh', width: 24, value: (row) => row.ChannelName },
    { header: 'Mã', width: 14, value: (row) => row.Code ?? '' },
    { header: 'Trạng thái', width: 10, value: (row) => row.StatusName },
    { header: 'Số lần gửi', width: 10, value: (row) => row.Attempts },
    {
      header: 'Gửi lúc',
      width: 18,
      value: (row) => (row.SentDate ? formatDateTime(row.SentDate) : ''),
    },
    { header: 'Lỗi', width: 48, value: (row) => row.Error ?? '' },
  ],
};
