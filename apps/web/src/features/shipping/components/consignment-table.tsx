import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCny, formatDate, formatVnd, type OrderShipRow } from '@app/shared';
import { orderShipPath } from '../../../app/routes';
import { Note, facts } from '../../../components/cell-note';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { compactColumn, figureColumn, notedColumn } from '../../../components/table-columns';
import { formatKg } from '../../../lib/units';
import { TrackingTags } from './tracking-tags';

const code = (row: OrderShipRow) => <Link to={orderShipPath(row.Id)}>{row.Code}</Link>;
const options = (row: OrderShipRow) =>
  [row.IsWoodenCrate && 'Đóng gỗ', row.IsInsurance && 'Bảo hiểm'].filter(Boolean).join(', ');

const columns: TableColumnsType<OrderShipRow> = [
  notedColumn('Mã đơn', 'Code', 110, code, (row) => formatDate(row.CreatedDate)),
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    width: 190,
    render: (_, row) => <ConsignmentStatusTag status={row.Status} name={row.StatusName} />,
  },
  {
    title: 'Mã vận đơn',
    dataIndex: 'TransportCodes',
    render: (codes: string[]) => <TrackingTags codes={codes} max={2} none="—" />,
  },
  notedColumn('Kho nhận', 'WarehouseName', 130, (row) => row.WarehouseName, options),
  {
    ...notedColumn(
      'Hàng khai báo',
      'DeclaredCNY',
      120,
      (row) => formatCny(row.DeclaredCNY),
      (row) => `${row.ItemCount} mặt hàng`,
    ),
    align: 'right',
  },
  figureColumn('Cân tính phí', 'Weight', formatKg, 105),
  {
    title: 'Tiền (còn phải trả)',
    dataIndex: 'TotalAmount',
    width: 140,
    align: 'right',
    render: (_, row) => (
      <div>
        {row.TotalAmount > 0 ? (
          formatVnd(row.TotalAmount)
        ) : (
          <Typography.Text type="secondary">Chưa tính phí</Typography.Text>
        )}
        {row.AmountDue > 0 && (
          <div>
            <Typography.Text strong type="danger">
              còn {formatVnd(row.AmountDue)}
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
];

const compact = compactColumn<OrderShipRow>('Đơn ký gửi', (row) => (
  <>
    <SpreadRow tight>
      <Typography.Text strong>{code(row)}</Typography.Text>
      <ConsignmentStatusTag status={row.Status} name={row.StatusName} />
    </SpreadRow>
    <TrackingTags codes={row.TransportCodes} none={null} />
    <Note>
      {facts(
        row.WarehouseName,
        `${row.ItemCount} mặt hàng ${formatCny(row.DeclaredCNY)}`,
        row.Weight !== null && formatKg(row.Weight),
        formatDate(row.CreatedDate),
      )}
    </Note>
    <SpreadRow tight>
      {row.TotalAmount > 0 ? (
        <span>Tổng {formatVnd(row.TotalAmount)}</span>
      ) : (
        <Typography.Text type="secondary">Chưa tính phí</Typography.Text>
      )}
      {row.AmountDue > 0 && (
        <Typography.Text strong type="danger">
          Còn {formatVnd(row.AmountDue)}
        </Typography.Text>
      )}
    </SpreadRow>
  </>
));

export const ConsignmentTable = pagedTable(columns, compact, { scrollX: 980, noun: 'đơn ký gửi' });
