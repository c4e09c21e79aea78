import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatCny, formatDateTime, formatVnd, type OrderRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { CellNote } from '../../../components/cell-note';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn, figureColumn, notedColumn } from '../../../components/table-columns';
import { OrderStateTag } from './order-state-tag';
import { orderStateColumn, orderTotalColumn } from './order-columns';

const code = (row: OrderRow) => <Link to={orderPath(row.Id)}>{row.Code}</Link>;

/**
 * Seven figures and facts fit a 1366 px screen beside the open menu without scrolling sideways: the
 * date sits under the code, the item count and the goods' yuan under the shop.
 */
const columns: TableColumnsType<OrderRow> = [
  notedColumn('Mã đơn', 'Code', 140, code, (row) => formatDateTime(row.CreatedDate)),
  {
    title: 'Shop',
    dataIndex: 'ShopName',
    render: (_, row) => (
      <CellNote note={`${row.ItemCount} SP · ${formatCny(row.GoodsAmountCNY)}`}>
        {row.ShopName}
      </CellNote>
    ),
  },
  orderStateColumn(),
  orderTotalColumn(),
  figureColumn('Đã trả', 'PaidAmount', formatVnd, 120),
  figureColumn(
    'Còn nợ',
    'AmountDue',
    (value) => <Typography.Text strong={value > 0}>{formatVnd(value)}</Typography.Text>,
    120,
  ),
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
  scrollX: 820,
  noun: 'đơn hàng',
  emptyText: 'Chưa có đơn hàng',
});
