import type { ReactNode } from 'react';
import { Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type DeliveryRow } from '@app/shared';
import { DeliveryStatusTag } from '../../../components/delivery-status-tag';
import type { Paging } from '../../../lib/pagination';
import { paginationOf } from '../../../lib/pagination';
import { formatKg } from '../../../lib/units';
import { goodsCodePath } from '../../../lib/goods-code-path';

interface Props extends Paging {
  rows: DeliveryRow[];
  loading: boolean;
  emptyText: ReactNode;
}

/** ListOrders travels as a JSON string of codes (spec §3); anything else shows as no codes. */
export function parseListOrders(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

const small = { fontSize: 12 } as const;

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
    <Typography.Text type="secondary" style={small}>
      {row.Address}
    </Typography.Text>
    {row.Note && (
      <div>
        <Typography.Text type="secondary" style={small}>
          Ghi chú: {row.Note}
        </Typography.Text>
      </div>
    )}
  </div>
);

const columns: TableColumnsType<DeliveryRow> = [
  {
    title: 'Mã phiếu',
    dataIndex: 'Code',
    width: 140,
    render: (_, row) => (
      <div>
        <Typography.Text strong copyable={{ text: row.Code }}>
          {row.Code}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary" style={small}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
        </div>
      </div>
    ),
  },
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
  {
    title: 'Hình thức',
    dataIndex: 'MethodName',
    width: 120,
    render: (_, row) => (
      <div>
        {row.MethodName}
        {row.WarehouseName && (
          <div>
            <Typography.Text type="secondary" style={small}>
              {row.WarehouseName}
            </Typography.Text>
          </div>
        )}
      </div>
    ),
  },
  {
    title: 'Cân nặng',
    dataIndex: 'TotalWeight',
    width: 90,
    align: 'right',
    render: (value: number) => formatKg(value),
  },
  {
    title: 'Đã thanh toán',
    dataIndex: 'AmountPaid',
    width: 120,
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
];

const compact: TableColumnsType<DeliveryRow> = [
  {
    title: 'Phiếu giao',
    key: 'all',
    render: (_, row) => (
      <div style={{ display: 'grid', gap: 6 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{row.Code}</Typography.Text>
          <DeliveryStatusTag status={row.Status} name={row.StatusName} />
        </div>
        <GoodsCodes row={row} />
        {receiver(row)}
        <Typography.Text type="secondary" style={small}>
          {[
            row.MethodName,
            row.WarehouseName,
            formatKg(row.TotalWeight),
            formatDateTime(row.CreatedDate),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <div>
          Đã thanh toán <strong>{formatVnd(row.AmountPaid)}</strong>
        </div>
      </div>
    ),
  },
];

export function DeliveryTable({ rows, loading, emptyText, ...paging }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<DeliveryRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compact}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: 1000 } })}
      pagination={paginationOf(paging, wide, 'phiếu giao')}
      locale={{ emptyText }}
    />
  );
}
