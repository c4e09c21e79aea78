import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCny, formatDateTime, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn, figureColumn } from '../../../components/table-columns';
import { OrderStateTag } from './order-state-tag';
import { orderCreatedColumn, orderStateColumn, orderTotalColumn } from './order-columns';

const code = (row: OrderRow) => <Link to={orderPath(row.Id)}>{row.Code}</Link>;

const columns: TableColumnsType<OrderRow> = [
  { title: 'Mã đơn', dataIndex: 'Code', width: 110, render: (_, row) => code(row) },
  { title: 'Shop', dataIndex: 'ShopName' },
  orderStateColumn(),
  { title: 'Số SP', dataIndex: 'ItemCount', width: 70, align: 'right' },
  figureColumn('Tiền hàng', 'GoodsAmountCNY', formatCny, 110),
  orderTotalColumn(),
  figureColumn('Đã trả', 'PaidAmount', formatVnd, 130),
  figureColumn(
    'Còn nợ',
    'AmountDue',
    (value) => <Typography.Text strong={value > 0}>{formatVnd(value)}</Typography.Text>,
    130,
  ),
  orderCreatedColumn(),
];

const compact = compactColumn<OrderRow>(
  'Đơn hàng',
  (row) => (
    <>
      <SpreadRow tight>
        <Typography.Text strong>{code(row)}</Typography.Text>
        <OrderStateTag state={row.State} name={row.StateName} />
      </SpreadRow>
      <div>{row.ShopName}</div>
      <SpreadRow tight style={{ fontSize: 12 }}>
        <Typography.Text type="secondary">
          {row.ItemCount} SP · {formatCny(row.GoodsAmountCNY)} · {formatDateTime(row.CreatedDate)}
        </Typography.Text>
        <span>Còn nợ {formatVnd(row.AmountDue)}</span>
      </SpreadRow>
    </>
  ),
  0,
);

export const OrderTable = pagedTable(columns, compact, {
  scrollX: 1100,
  noun: 'đơn hàng',
  emptyText: 'Chưa có đơn hàng',
});
