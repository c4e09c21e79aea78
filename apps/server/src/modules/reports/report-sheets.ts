import {
  formatDate,
  RECEIVABLE_AGES,
  THROUGHPUT_ACTIVITIES,
  type ProfitOrder,
  type ProfitRow,
  type ReceivableBill,
  type ReceivableRow,
  type ReconciliationRow,
  type RevenueLine,
  type RevenueRow,
  type ThroughputLine,
  type StaffThroughputRow,
  type WarehouseThroughputRow,
} from '@app/shared';
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

export const profitSheet: ExportSheet<ProfitRow> = {
  fileName: 'loi-nhuan',
  sheetName: 'Lợi nhuận theo kỳ',
  columns: [
    { header: 'Kỳ', width: 12, value: (row) => row.Period },
    { header: 'Số đơn', width: 10, value: (row) => row.Orders },
    { header: 'Khách trả (₫)', width: 16, value: (row) => row.Charged },
    { header: 'Tiền trả shop (₫)', width: 16, value: (row) => row.ShopCost },
    { header: 'Cước vận chuyển (₫)', width: 16, value: (row) => row.Freight },
    { header: 'Lợi nhuận (₫)', width: 16, value: (row) => row.Profit },
  ],
};

export const profitOrdersSheet: ExportSheet<ProfitOrder> = {
  fileName: 'loi-nhuan-theo-don',
  sheetName: 'Lợi nhuận theo đơn',
  columns: [
    { header: 'Mã đơn', width: 12, value: (row) => row.Code },
    { header: 'Mã KH', width: 10, value: (row) => row.CustomerCode },
    { header: 'Ngày mua', width: 12, value: (row) => formatDate(row.BoughtDate) },
    { header: 'Trạng thái', width: 20, value: (row) => row.StatusName },
    { header: 'Khách trả (₫)', width: 16, value: (row) => row.Charged },
    {
      header: 'Tiền hàng shop (¥)',
      width: 14,
      value: (row) => row.ShopGoodsCNY,
      format: '#,##0.00',
    },
    {
      header: 'Ship nội địa (¥)',
      width: 14,
      value: (row) => row.ShopInlandCNY,
      format: '#,##0.00',
    },
    { header: 'Tỷ giá mua', width: 11, value: (row) => row.BuyingRate, format: '#,##0.##' },
    { header: 'Tiền trả shop (₫)', width: 16, value: (row) => row.ShopCost },
    {
      header: 'Cân nặng tính phí (kg)',
      width: 14,
      value: (row) => row.ChargedKg,
      format: '#,##0.00',
    },
    { header: 'Cước vận chuyển (₫)', width: 16, value: (row) => row.Freight },
    { header: 'Lợi nhuận (₫)', width: 16, value: (row) => row.Profit },
  ],
};

export const receivablesSheet: ExportSheet<ReceivableRow> = {
  fileName: 'cong-no-khach-hang',
  sheetName: 'Công nợ khách hàng',
  columns: [
    { header: 'Mã KH', width: 10, value: (row) => row.CustomerCode },
    { header: 'Họ tên', width: 24, value: (row) => row.FullName },
    { header: 'Số điện thoại', width: 14, value: (row) => row.Phone },
    { header: 'Số dư ví (₫)', width: 16, value: (row) => row.Balance },
    { header: 'Còn nợ (₫)', width: 16, value: (row) => row.Owed },
    ...RECEIVABLE_AGES.map((age) => ({
      header: `${age.label} (₫)`,
      width: 15,
      value: (row: ReceivableRow) => row[age.key],
    })),
    { header: 'Số đơn nợ', width: 10, value: (row) => row.Bills },
    { header: 'Còn lại sau khi trả (₫)', width: 18, value: (row) => row.Net },
  ],
};

export const receivableBillsSheet: ExportSheet<ReceivableBill> = {
  fileName: 'cong-no-theo-don',
  sheetName: 'Công nợ theo đơn',
  columns: [
    { header: 'Mã', width: 12, value: (row) => row.Code },
    { header: 'Trạng thái', width: 22, value: (row) => row.StatusName },
    { header: 'Ngày tạo', width: 12, value: (row) => formatDate(row.CreatedDate) },
    { header: 'Ngày về VN', width: 12, value: (row) => formatDate(row.ArrivedDate) },
    { header: 'Tiền hàng (₫)', width: 15, value: (row) => row.Goods },
    { header: 'Phí mua hàng (₫)', width: 15, value: (row) => row.BuyerFee },
    { header: 'Ship nội địa TQ (₫)', width: 15, value: (row) => row.InlandShipping },
    { header: 'Phí vận chuyển (₫)', width: 15, value: (row) => row.Shipping },
    { header: 'Đóng gỗ (₫)', width: 13, value: (row) => row.WoodenCrate },
    { header: 'Phí khác (₫)', width: 13, value: (row) => row.OtherFees },
    { header: 'Hoàn tiền (₫)', width: 13, value: (row) => row.Refunds },
    { header: 'Tổng (₫)', width: 15, value: (row) => row.Total },
    { header: 'Đã trả (₫)', width: 15, value: (row) => row.Paid },
    { header: 'Còn nợ (₫)', width: 15, value: (row) => row.Owed },
    { header: 'Cân nặng (kg)', width: 12, value: (row) => row.ChargedKg, format: '#,##0.00' },
  ],
};

export const staffThroughputSheet: ExportSheet<StaffThroughputRow> = {
  fileName: 'hieu-suat',
  sheetName: 'Theo nhân viên',
  columns: [
    { header: 'Kỳ', width: 12, value: (row) => row.Period },
    { header: 'Mã NV', width: 10, value: (row) => row.StaffCode },
    { header: 'Nhân viên', width: 24, value: (row) => row.StaffName },
    ...THROUGHPUT_ACTIVITIES.map((activity) => ({
      header: activity.label,
      width: 16,
      value: (row: StaffThroughputRow) => row[activity.key],
    })),
  ],
};

export const warehouseThroughputSheet: ExportSheet<WarehouseThroughputRow> = {
  fileName: 'hieu-suat',
  sheetName: 'Theo kho',
  columns: [
    { header: 'Kỳ', width: 12, value: (row) => row.Period },
    { header: 'Kho', width: 20, value: (row) => row.WarehouseName },
    { header: 'Kiện nhận', width: 12, value: (row) => row.ParcelsIn },
    { header: 'Cân nặng nhận (kg)', width: 16, value: (row) => row.KgIn, format: '#,##0.00' },
    { header: 'Kiện đã giao', width: 12, value: (row) => row.ParcelsDelivered },
  ],
};

export const revenueLinesSheet: ExportSheet<RevenueLine> = {
  fileName: 'chi-tiet-doanh-thu',
  sheetName: 'Chi tiết doanh thu',
  columns: [
    { header: 'Ngày', width: 12, value: (row) => formatDate(row.ChangedDate) },
    { header: 'Mã', width: 12, value: (row) => row.Code },
    { header: 'Mã KH', width: 10, value: (row) => row.CustomerCode },
    { header: 'Loại phí', width: 30, value: (row) => row.KindName },
    { header: 'Trước (₫)', width: 15, value: (row) => row.OldAmount },
    { header: 'Sau (₫)', width: 15, value: (row) => row.NewAmount },
    { header: 'Thay đổi (₫)', width: 15, value: (row) => row.Amount },
    { header: 'Lý do', width: 40, value: (row) => row.Reason },
  ],
};

export const throughputLinesSheet: ExportSheet<ThroughputLine> = {
  fileName: 'chi-tiet-hieu-suat',
  sheetName: 'Chi tiết hiệu suất',
  columns: [
    { header: 'Ngày', width: 12, value: (row) => formatDate(row.Date) },
    { header: 'Mã', width: 12, value: (row) => row.Code },
    { header: 'Nhân viên', width: 24, value: (row) => row.StaffName },
  ],
};
