import { Typography } from 'antd';
import { formatCny, type OrderDetail } from '@app/shared';
import { CellNote } from '../../../components/cell-note';
import { productColumn } from '../../../components/product-cell';
import { ResponsiveTable } from '../../../components/responsive-table';
import { figureColumn } from '../../../components/table-columns';

type Item = OrderDetail['Items'][number];

/** Bought or received: unknown (—) until the shop confirmed or the warehouse counted. */
const quantity = (value: number | null) => (value === null ? '—' : value);

/**
 * What the warehouse counted (kiểm đếm): in red when fewer than were bought (or ordered, before
 * the shop confirmed), with the warehouse's note under it.
 */
function Received({ item }: { item: Item }) {
  if (item.QuantityReceived === null) return <>—</>;
  const short = item.QuantityReceived < (item.QuantityBought ?? item.Quantity);
  return (
    <CellNote note={item.CountNote}>
      <Typography.Text type={short ? 'danger' : undefined} strong={short}>
        {item.QuantityReceived}
      </Typography.Text>
    </CellNote>
  );
}

/** The items of an order: ordered, bought (after the shop confirmed) and received. */
export function OrderItems({ order }: { order: OrderDetail }) {
  return (
    <ResponsiveTable<Item>
      size="small"
      rows={order.Items}
      scrollX={560}
      columns={[
        productColumn((item) => item.Properties),
        figureColumn('Giá', 'PriceCNY', formatCny, 100),
        figureColumn('Đặt', 'Quantity', String, 60),
        { ...figureColumn('Mua được', 'QuantityBought', quantity, 90), responsive: ['md'] },
        {
          title: 'Đã nhận',
          dataIndex: 'QuantityReceived',
          width: 110,
          align: 'right',
          responsive: ['md'],
          render: (_, item) => <Received item={item} />,
        },
      ]}
    />
  );
}
