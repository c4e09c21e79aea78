import { formatDateTime, siteName, type ExtensionReportRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The extension's reports as a workbook: the console's columns. */
export const extensionReportSheet: ExportSheet<ExtensionReportRow> = {
  fileName: 'bao-loi-tien-ich',
  sheetName: 'Báo lỗi tiện ích',
  columns: [
    { header: 'Mã', width: 8, value: (row) => row.Id, format: '0' },
    { header: 'Trang sản phẩm', width: 60, value: (row) => row.Link },
    { header: 'Trang', width: 10, value: (row) => siteName(row.Site) },
    { header: 'Phiên bản', width: 10, value: (row) => row.Version },
    { header: 'Mô tả lỗi', width: 40, value: (row) => row.Reason },
    { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
    { header: 'Trạng thái', width: 12, value: (row) => row.StatusName },
    { header: 'Ghi chú xử lý', width: 40, value: (row) => row.HandledNote },
    { header: 'Ngày báo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  ],
};
