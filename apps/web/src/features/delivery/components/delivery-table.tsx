import { Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, placeOfSlip, type DeliveryRow } from '@app/shared';
import { Note, facts } from '../../../components/cell-note';
import { DeliveryStatusTag } from '../../../components/delivery-status-tag';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn, figureColumn, notedColumn } from '../../../components/table-columns';
import { formatKg } from '../../../lib/units';
import { PhotoThumbs } from '../../../components/photos/photo-thumbs';
import { goodsCodePath } from '../../../lib/goods-code-path';

/** ListOrders travels as a JSON string of codes (spec §3); anything else shows as no codes. */
export function parseListOrders(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function GoodsCodes({ row }: { row: DeliveryRow }) {
  const codes = parseListOrders(row.ListOrders);
  if (codes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul
      aria-label={`Các đơn trong phiếu ${row.Code}`}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 4,
      }}
    >
      {codes.map((code) => (
        <li key={code}>
          <Link to={goodsCodePath(code)}>
            <Tag color="blue" style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
              {code}
            </Tag>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const receiver = (row: DeliveryRow) => (
  <div>
    <div>
      {row.ReceiverName} · <a href={`tel:${row.ReceiverPhone}`}>{row.ReceiverPhone}</a>
    </div>
    <Note>{placeOfSlip(row)}</Note>
    {row.DeliveredTo && (
      <div>
        <Note>Đã giao cho: {row.DeliveredTo}</Note>
      </div>
    )}
    {row.DeliveryPhotos.length > 0 && (
      <div style={{ marginTop: 4 }}>
        <PhotoThumbs photos={row.DeliveryPhotos} size={48} label="Ảnh giao hàng" />
      </div>
    )}
    {row.Note && (
      <div>
        <Note>Ghi chú: {row.Note}</Note>
      </div>
    )}
  </div>
);

const columns: TableColumnsType<DeliveryRow> = [
  notedColumn(
    'Mã phiếu',
    'Code',
    140,
    (row) => (
      <Typography.Text strong copyable={{ text: row.Code }}>
        {row.Code}
      </Typography.Text>
    ),
    (row) => formatDateTime(row.CreatedDate),
  ),
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    width: 110,
    render: (_, row) => <DeliveryStatusTag status={row.Status} name={row.StatusName} />,
  },
  {
    title: 'Đơn hàng',
    dataIndex: 'ListOrders',
    width: 200,
    render: (_, row) => <GoodsCodes row={row} />,
  },
  { title: 'Người nhận', key: 'receiver', render: (_, row) => receiver(row) },
  notedColumn(
    'Hình thức',
    'MethodName',
    120,
    (row) => row.MethodName,
    (row) => row.WarehouseName,
  ),
  figureColumn('Cân nặng', 'TotalWeight', formatKg, 90),
  figureColumn('Đã thanh toán', 'AmountPaid', formatVnd, 120),
];

const compact = compactColumn<DeliveryRow>(
  'Phiếu giao',
  (row) => (
    <>
      <SpreadRow tight>
        <Typography.Text strong>{row.Code}</Typography.Text>
        <DeliveryStatusTag status={row.Status} name={row.StatusName} />
      </SpreadRow>
      <GoodsCodes row={row} />
      {receiver(row)}
      <Note>
        {facts(
          row.MethodName,
          row.WarehouseName,
          formatKg(row.TotalWeight),
          formatDateTime(row.CreatedDate),
        )}
      </Note>
      <div>
        Đã thanh toán <strong>{formatVnd(row.AmountPaid)}</strong>
      </div>
    </>
  ),
  6,
);

export const DeliveryTable = pagedTable(columns, compact, { scrollX: 1000, noun: 'phiếu giao' });
