import writeXlsxFile, { type Row as SheetRow } from 'write-excel-file/node';
import { formatDateTime, type BagDetail, type BagRow } from '@app/shared';
import { neutralised, type ExportSheet } from '../../lib/console-list.js';

/** Kilograms as numbers a sheet can add up, with the decimals the scale keeps. */
const KG = '#,##0.00';

/** The console's bag list as a workbook (format=xlsx of GET bags). */
export const bagListSheet: ExportSheet<BagRow> = {
  fileName: 'bao-hang',
  sheetName: 'Bao hàng',
  columns: [
    { header: 'Mã bao', width: 12, value: (row) => row.Code },
    { header: 'Trạng thái', width: 18, value: (row) => row.StatusName },
    { header: 'Kho đích', width: 22, value: (row) => row.DestinationName },
    { header: 'Số kiện', width: 10, value: (row) => row.ParcelCount },
    { header: 'Cân nặng (kg)', width: 14, value: (row) => row.Weight, format: KG },
    { header: 'Ngày tạo', width: 18, value: (row) => formatDateTime(row.CreatedDate) },
    { header: 'Đóng bao', width: 18, value: (row) => formatDateTime(row.ClosedDate) },
    { header: 'Xuất kho', width: 18, value: (row) => formatDateTime(row.ShippedDate) },
    { header: 'Về kho VN', width: 18, value: (row) => formatDateTime(row.ArrivedDate) },
  ],
};

const text = (value: string) => (value ? neutralised(value) : null);
const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

/**
 * A bag's manifest as a workbook: the bag's facts, then one row per parcel (code, tracking
 * number, customer, order or consignment, weight) and the total under them.
 */
export function bagManifestWorkbook(bag: BagDetail): Promise<Buffer> {
  const kg = (value: number | null) => (value === null ? null : { value, format: KG });
  const total = bag.Parcels.reduce((sum, parcel) => sum + (parcel.Weight ?? 0), 0);
  const rows: SheetRow[] = [
    [bold('Bảng kê bao'), bold(bag.Code)],
    ['Kho đích', text(bag.DestinationName)],
    ['Cân nặng bao (kg)', kg(bag.Weight)],
    ['Đóng bao lúc', text(formatDateTime(bag.ClosedDate))],
    [],
    ['STT', 'Mã kiện', 'Mã vận đơn', 'Mã khách', 'Mã đơn', 'Cân nặng (kg)'].map(bold),
    ...bag.Parcels.map((parcel, index): SheetRow => [
      { value: index + 1 },
      text(parcel.Code),
      text(parcel.TransportCode),
      text(parcel.CustomerCode),
      text(parcel.OrderCode),
      kg(parcel.Weight),
    ]),
    [
      null,
      bold('Tổng cộng'),
      bold(`${bag.Parcels.length} kiện`),
      null,
      null,
      kg(Math.round(total * 1000) / 1000),
    ],
  ];
  return writeXlsxFile(rows, {
    sheet: bag.Code,
    columns: [6, 12, 22, 12, 12, 14].map((width) => ({ width })),
  }).toBuffer();
}
