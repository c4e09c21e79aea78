import { formatDateTime, type AdminOrderShipRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

const yesNo = (value: boolean) => (value ? 'Có' : 'Không');

/** The consignment desk's list as a workbook: the console's columns, its details and the money. */
export const consignmentListSheet: ExportSheet<AdminOrderShipRow> = {
  fileName: 'don-ky-gui',
  sheetName: 'Đơn ký gửi',
  columns: [
    { header: 'Mã ký gửi', width: 12, value: (row) => row.Code },
    { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
    { header: 'Trạng thái', width: 26, value: (row) => row.StatusName },
    { header: 'Mã vận đơn', width: 30, value: (row) => row.TransportCodes.join(', ') },
    { header: 'Kho đích', width: 18, value: (row) => row.WarehouseName },
    { header: 'Số mặt hàng', width: 12, value: (row) => row.ItemCount },
    {
      header: 'Giá trị khai báo (¥)',
      width: 18,
      value: (row) => row.DeclaredCNY,
      format: '#,##0.00',
    },
    { header: 'Cân tính cước (kg)', width: 18, value: (row) => row.Weight, format: '#,##0.00' },
    { header: 'Đóng gỗ', width: 10, value: (row) => yesNo(row.IsWoodenCrate) },
    { header: 'Bảo hiểm', width: 10, value: (row) => yesNo(row.IsInsurance) },
    { header: 'Tổng tiền (₫)', width: 16, value: (row) => row.TotalAmount },
    { header: 'Đã trả (₫)', width: 16, value: (row) => row.PaidAmount },
    { header: 'Còn nợ (₫)', width: 16, value: (row) => row.AmountDue },
    { header: 'Ghi chú', width: 30, value: (row) => row.Note },
    { header: 'Ngày tạo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  ],
};
