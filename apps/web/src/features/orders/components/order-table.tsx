import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCny, formatDateTime, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { OrderStateTag } from './order-state-tag';
import { orderCreatedColumn, orderStateColumn, orderTotalColumn } from './order-columns';

interface Props extends Paging {
  rows: OrderRow[];
  loading: boolean;
}

const code = (row: OrderRow) => <Link to={orderPath(row.Id)}>{row.Code}</Link>;

const columns: TableColumnsType<OrderRow> = [
  { title: 'Mã đơn', dataIndex: 'Code', width: 110, render: (_, row) => code(row) },
  { title: 'Shop', dataIndex: 'ShopName' },
  orderStateColumn(),
  { title: 'Số SP', dataIndex: 'ItemCount', width: 70, align: 'right' },
  {
    title: 'Tiền hàng',
    dataIndex: 'GoodsAmountCNY',
    width: 110,
    align: 'right',
    render: (value: number) => formatCny(value),
  },
  orderTotalColumn(),
  {
    title: 'Đã trả',
    dataIndex: 'PaidAmount',
    width: 130,
    align: 'right',
    render: (value: number) => formatVnd(value),
  },
  {
    title: 'Còn nợ',
    dataIndex: 'AmountDue',
    width: 130,
    align: 'right',
    render: (value: number) => (
      <Typography.Text strong={value > 0}>{formatVnd(value)}</Typography.Text>
    ),
  },
  orderCreatedColumn(),
];

const compact: TableColumnsType<OrderRow> = [
  {
    title: 'Đơn hàng',
    key: 'all',
    render: (_, row) => (
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{code(row)}</Typography.Text>
          <OrderStateTag state={row.State} name={row.StateName} />
        </div>
        <div>{row.ShopName}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 12 }}>
          <Typography.Text type="secondary">
            {row.ItemCount} SP · {formatCny(row.GoodsAmountCNY)} · {formatDateTime(row.CreatedDate)}
          </Typography.Text>
          <span>Còn nợ {formatVnd(row.AmountDue)}</span>
        </div>
      </div>
    ),
  },
];

export function OrderTable({ rows, loading, ...paging }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<OrderRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compact}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: 1100 } })}
      pagination={paginationOf(paging, wide, 'đơn hàng')}
      locale={{ emptyText: 'Chưa có đơn hàng' }}
    />
  );
}
