import { formatDateTime, type AdminComplaintRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The complaints queue as a workbook: what each customer asked, what was answered and refunded. */
export const complaintQueueSheet: ExportSheet<AdminComplaintRow> = {
  fileName: 'khieu-nai',
  sheetName: 'Khiếu nại',
  columns: [
    { header: 'Mã khiếu nại', width: 12, value: (row) => row.Code },
    { header: 'Mã đơn', width: 12, value: (row) => row.OrderCode },
    { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
    { header: 'Lý do', width: 16, value: (row) => row.TypeName },
    { header: 'Nội dung', width: 40, value: (row) => row.Content },
    { header: 'Đề nghị hoàn (₫)', width: 14, value: (row) => row.RequestAmount },
    { header: 'Phản hồi', width: 40, value: (row) => row.Response },
    { header: 'Đã hoàn (₫)', width: 14, value: (row) => row.RefundAmount },
    { header: 'Trạng thái', width: 14, value: (row) => row.StatusName },
    { header: 'Ngày gửi', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  ],
};
