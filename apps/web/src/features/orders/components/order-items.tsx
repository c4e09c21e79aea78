import { Grid, Table, Typography } from 'antd';
import { formatCny, type OrderDetail } from '@app/shared';

type Item = OrderDetail['Items'][number];

/** The items of an order: ordered, bought (after the shop confirmed) and received. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const wide = Grid.useBreakpoint().md !== false;
  const quantity = (value: number | null) => (value === null ? '—' : value);
  return (
    <Table<Item>
      rowKey="Id"
      size="small"
      pagination={false}
      dataSource={order.Items}
      {...(wide && { scroll: { x: 560 } })}
      columns={[
        {
          title: 'Sản phẩm',
          dataIndex: 'ProductName',
          render: (_, item) => (
            <div>
              {item.ProductLink ? (
                <Typography.Link href={item.ProductLink} target="_blank">
                  {item.ProductName}
                </Typography.Link>
              ) : (
                item.ProductName
              )}
              {item.Properties && (
                <div className="muted" style={{ fontSize: 12 }}>
                  {item.Properties}
                </div>
              )}
            </div>
          ),
        },
        {
          title: 'Giá',
          dataIndex: 'PriceCNY',
          align: 'right',
          width: 100,
          render: (value: number) => formatCny(value),
        },
        { title: 'Đặt', dataIndex: 'Quantity', align: 'right', width: 60 },
        {
          title: 'Mua được',
          dataIndex: 'QuantityBought',
          align: 'right',
          width: 90,
          responsive: ['md'],
          render: quantity,
        },
        {
          title: 'Đã nhận',
          dataIndex: 'QuantityReceived',
          align: 'right',
          width: 80,
          responsive: ['md'],
          render: quantity,
        },
      ]}
    />
  );
}
