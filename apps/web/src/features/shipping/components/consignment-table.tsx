import type { ReactNode } from 'react';
import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCny, formatDate, formatVnd, type OrderShipRow } from '@app/shared';
import { orderShipPath } from '../../../app/routes';
import { ConsignmentStatusTag } from '../../../components/status-tags';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { formatKg } from '../../../lib/units';
import { TrackingTags } from './tracking-tags';

interface Props extends Paging {
  rows: OrderShipRow[];
  loading: boolean;
  emptyText: ReactNode;
}

const code = (row: OrderShipRow) => <Link to={orderShipPath(row.Id)}>{row.Code}</Link>;
const options = (row: OrderShipRow) =>
  [row.IsWoodenCrate && 'Đóng gỗ', row.IsInsurance && 'Bảo hiểm'].filter(Boolean).join(', ');

const columns: TableColumnsType<OrderShipRow> = [
  {
    title: 'Mã đơn',
    dataIndex: 'Code',
    width: 110,
    render: (_, row) => (
      <div>
        {code(row)}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(row.CreatedDate)}
          </Typography.Text>
        </div>
      </div>
    ),
  },
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
  {
    title: 'Kho nhận',
    dataIndex: 'WarehouseName',
    width: 130,
    render: (_, row) => (
      <div>
        {row.WarehouseName}
        {options(row) && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {options(row)}
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
  {
    title: 'Hàng khai báo',
    dataIndex: 'DeclaredCNY',
    width: 120,
    align: 'right',
    render: (_, row) => (
      <div>
        {formatCny(row.DeclaredCNY)}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.ItemCount} mặt hàng
          </Typography.Text>
        </div>
      </div>
    ),
  },
  {
    title: 'Cân tính phí',
    dataIndex: 'Weight',
    width: 105,
    align: 'right',
    render: (value: number | null) => formatKg(value),
  },
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

const compact: TableColumnsType<OrderShipRow> = [
  {
    title: 'Đơn ký gửi',
    key: 'all',
    render: (_, row) => (
      <div style={{ display: 'grid', gap: 4 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{code(row)}</Typography.Text>
          <ConsignmentStatusTag status={row.Status} name={row.StatusName} />
        </div>
        <TrackingTags codes={row.TransportCodes} none={null} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[
            row.WarehouseName,
            `${row.ItemCount} mặt hàng ${formatCny(row.DeclaredCNY)}`,
            row.Weight !== null && formatKg(row.Weight),
            formatDate(row.CreatedDate),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
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
        </div>
      </div>
    ),
  },
];

export function ConsignmentTable({ rows, loading, emptyText, ...paging }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<OrderShipRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compact}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: 980 } })}
      pagination={paginationOf(paging, wide, 'đơn ký gửi')}
      locale={{ emptyText }}
    />
  );
}
