import { Space, Typography } from 'antd';
import type { OrderDetail } from '@app/shared';
import { useEditOrder } from '../api/orders';
import { OrderOptions, QuantityEdit } from './order-options';

/** While an order awaits its deposit the customer may still change it; amounts follow at once. */
export function OrderEdit({ order }: { order: OrderDetail }) {
  const edit = useEditOrder(order.Id);
  const change = (target: 'order' | 'item', id: number, field: string, value: unknown) =>
    edit.mutate({ target, id, field, value });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {order.Items.map((item) => (
        <div
          key={`${item.Id}-${item.Quantity}`}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography.Text ellipsis style={{ flex: 1 }}>
            {item.ProductName}
          </Typography.Text>
          <QuantityEdit
            item={item}
            onChange={(value) => change('item', item.Id, 'Quantity', value)}
          />
        </div>
      ))}
      <OrderOptions
        values={order}
        noteLabel="Ghi chú đơn hàng"
        notePlaceholder="Ghi chú cho đơn hàng"
        onChange={({ Field, Value }) => change('order', order.Id, Field, Value)}
      />
    </Space>
  );
}
