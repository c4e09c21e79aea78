import { Checkbox, Input, InputNumber, Space, Typography } from 'antd';
import type { OrderDetail } from '@app/shared';
import { useEditOrder } from '../api/orders';

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
          <InputNumber<number>
            aria-label={`Số lượng ${item.ProductName}`}
            size="small"
            min={1}
            max={10_000}
            precision={0}
            defaultValue={item.Quantity}
            onBlur={(event) => {
              const value = Number(event.target.value);
              if (value && value !== item.Quantity) change('item', item.Id, 'Quantity', value);
            }}
            style={{ width: 90 }}
          />
        </div>
      ))}
      <Space wrap>
        <Checkbox
          checked={order.IsInspection}
          onChange={(event) => change('order', order.Id, 'IsInspection', event.target.checked)}
        >
          Kiểm đếm
        </Checkbox>
        <Checkbox
          checked={order.IsWoodenCrate}
          onChange={(event) => change('order', order.Id, 'IsWoodenCrate', event.target.checked)}
        >
          Đóng gỗ
        </Checkbox>
      </Space>
      <Input
        key={order.Note}
        aria-label="Ghi chú đơn hàng"
        placeholder="Ghi chú cho đơn hàng"
        defaultValue={order.Note}
        maxLength={255}
        onBlur={(event) => {
          if (event.target.value !== order.Note)
            change('order', order.Id, 'Note', event.target.value);
        }}
      />
    </Space>
  );
}
