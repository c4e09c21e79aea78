import { formatCny, type OrderDetail } from '@app/shared';
import { productColumn } from '../../../components/product-cell';
import { ResponsiveTable } from '../../../components/responsive-table';
import { figureColumn } from '../../../components/table-columns';

type Item = OrderDetail['Items'][number];

/** Bought or received: unknown (—) until the shop confirmed or the warehouse counted. */
const quantity = (value: number | null) => (value === null ? '—' : value);

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
        { ...figureColumn('Đã nhận', 'QuantityReceived', quantity, 80), responsive: ['md'] },
      ]}
    />
  );
}
