import { formatDateTime, type AdminOrderRow } from '@app/shared';
import type { ExportSheet } from '../../lib/console-list.js';

/** The buying desk's board as a workbook: the columns of the console's table and the money behind them. */
export const orderBoardSheet: ExportSheet<AdminOrderRow> = {
  fileName: 'don-mua-ho',
  sheetName: 'Đơn mua hộ',
  columns: [
    { header: 'Mã đơn', width: 12, value: (row) => row.Code },
    { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
    { header: 'Shop', width: 28, value: (row) => row.ShopName },
    { header: 'Trạng thái', width: 20, value: (row) => row.StateName },
    { header: 'Kho nhận', width: 16, value: (row) => row.WarehouseName },
    { header: 'Số sản phẩm', width: 12, value: (row) => row.ItemCount },
    { header: 'Tiền hàng (¥)', width: 14, value: (row) => row.GoodsAmountCNY, format: '#,##0.00' },
    { header: 'Tổng tiền (₫)', width: 16, value: (row) => row.TotalAmount },
    { header: 'Đã trả (₫)', width: 16, value: (row) => row.PaidAmount },
    { header: 'Còn nợ (₫)', width: 16, value: (row) => row.AmountDue },
    { header: 'Ngày tạo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  ],
};
