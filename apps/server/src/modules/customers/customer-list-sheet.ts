import {
  CustomerAccountState,
  customerAccountStateNames,
  formatDate,
  type AdminCustomerListRow,
} from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The console's customer list as a workbook: who each customer is, their level and balance. */
export const customerListSheet: ExportSheet<AdminCustomerListRow> = {
  fileName: 'khach-hang',
  sheetName: 'Khách hàng',
  columns: [
    { header: 'Mã KH', width: 12, value: (row) => row.Code },
    { header: 'Họ tên', width: 28, value: (row) => row.FullName },
    { header: 'Email', width: 30, value: (row) => row.Email },
    { header: 'Điện thoại', width: 16, value: (row) => row.Phone },
    { header: 'Cấp', width: 12, value: (row) => row.LevelName },
    { header: 'Số dư (₫)', width: 16, value: (row) => row.Balance },
    { header: 'Nhân viên hỗ trợ', width: 24, value: (row) => row.SupporterName },
    {
      header: 'Trạng thái',
      width: 16,
      value: (row) =>
        customerAccountStateNames[
          row.IsLocked ? CustomerAccountState.Locked : CustomerAccountState.Active
        ],
    },
    { header: 'Ngày tạo', width: 12, value: (row) => formatDate(row.CreatedDate) },
  ],
};
