import { formatDateTime, type AdminTransportRow } from '@app/shared';
import type { ExportColumn, ExportSheet } from '../../lib/console-list.js';

/** Kilograms and centimetres as numbers a sheet can add up, with the decimals the scale keeps. */
const KG = '#,##0.00';
const CM = '#,##0.0';

const columns: ExportColumn<AdminTransportRow>[] = [
  { header: 'Mã kiện', width: 12, value: (row) => row.Code },
  { header: 'Mã vận đơn', width: 22, value: (row) => row.TransportCode },
  { header: 'Mã đơn', width: 12, value: (row) => row.OrderCode },
  { header: 'Mã khách', width: 12, value: (row) => row.CustomerCode },
  { header: 'Khách hàng', width: 24, value: (row) => row.CustomerName },
  { header: 'Trạng thái', width: 18, value: (row) => row.StatusName },
  { header: 'Cân nặng (kg)', width: 14, value: (row) => row.Weight, format: KG },
  { header: 'Dài (cm)', width: 10, value: (row) => row.Length, format: CM },
  { header: 'Rộng (cm)', width: 10, value: (row) => row.Width, format: CM },
  { header: 'Cao (cm)', width: 10, value: (row) => row.Height, format: CM },
  { header: 'Cân quy đổi (kg)', width: 16, value: (row) => row.VolumeWeight, format: KG },
  { header: 'Cân tính cước (kg)', width: 18, value: (row) => row.ChargedWeight, format: KG },
  { header: 'Phí vận chuyển (₫)', width: 18, value: (row) => row.Fee },
  { header: 'Kho đích', width: 18, value: (row) => row.DestinationName },
  { header: 'Kho hiện tại', width: 18, value: (row) => row.WarehouseName },
  { header: 'Ngày tạo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
  { header: 'Về kho VN', width: 18, value: (row) => formatDateTime(row.ArrivedDate) },
];

/** The warehouse's parcel list as a workbook: what the console's rows and their details show. */
export const parcelListSheet: ExportSheet<AdminTransportRow> = {
  fileName: 'kien-hang',
  sheetName: 'Kiện hàng',
  columns,
};

/** The unclaimed parcels: the same columns, a file of its own name. */
export const unclaimedParcelSheet: ExportSheet<AdminTransportRow> = {
  fileName: 'kien-vo-chu',
  sheetName: 'Kiện vô chủ',
  columns,
};
