import { Button, Card, Checkbox, Space, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatCny, formatVnd, siteName, type CartItemRow, type CartRow } from '@app/shared';
import { ProductPicture } from '../../../components/product-picture';
import { showConfirm } from '../../../lib/dialogs';
import { useCartItemQuantity, useDeleteCartItem, useRemoveCart, useUpdateCart } from '../api/carts';
import { OrderOptions } from './order-options';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  cart: CartRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Orders this shop's cart alone. */
  onOrder: () => void;
  ordering: boolean;
}

function CartItem({ item }: { item: CartItemRow }) {
  const { quantity, change } = useCartItemQuantity(item);
  const remove = useDeleteCartItem();
  return (
    <div style={{ display: 'flex', gap: 12, padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <ProductPicture src={item.ImageUrl} name={item.ProductName} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Link
          href={item.ProductLink || undefined}
          target="_blank"
          ellipsis
          style={{ display: 'block' }}
        >
          {item.ProductName}
        </Typography.Link>
        {item.Properties && <Typography.Text type="secondary">{item.Properties}</Typography.Text>}
        <div
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 6 }}
        >
          <span>{formatCny(item.PriceCNY)}</span>
          <QuantityStepper name={item.ProductName} value={quantity} onChange={change} />
          <Typography.Text strong>{formatCny(item.PriceCNY * quantity)}</Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Xóa ${item.ProductName}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(item.Id)}
          />
        </div>
      </div>
    </div>
  );
}

/** One shop's cart: its items, options and what an order of it would cost today, line by line. */
export function CartCard({ cart, selected, onSelect, onOrder, ordering }: Props) {
  const update = useUpdateCart();
  const remove = useRemoveCart();
  const removeCart = async () => {
    if (
      await showConfirm(`Xóa giỏ hàng của ${cart.ShopName} (${cart.CartItems.length} sản phẩm)?`)
    ) {
      remove.mutate(cart.Id);
    }
  };
  const lines: [string, string][] = [
    ['Tiền hàng', `${formatCny(cart.TotalCNY)} = ${formatVnd(cart.TotalVND)}`],
    ['Phí mua hàng', formatVnd(cart.BuyerFee)],
    ...(cart.IsInspection
      ? ([['Phí kiểm đếm', formatVnd(cart.InspectionFee)]] as [string, string][])
      : []),
  ];
  return (
    <Card
      size="small"
      className="cart-card"
      style={{ marginBottom: 16 }}
      title={
        <Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)}>
          <Space size={6} wrap>
            <Typography.Text strong>{cart.ShopName}</Typography.Text>
            <Tag>{siteName(cart.Site)}</Tag>
          </Space>
        </Checkbox>
      }
      extra={
        <Space size={4}>
          <Button size="small" type="link" loading={ordering} onClick={onOrder}>
            Đặt hàng shop này
          </Button>
          <Button size="small" danger type="text" onClick={() => void removeCart()}>
            Xóa giỏ
          </Button>
        </Space>
      }
    >
      {cart.CartItems.map((item) => (
        <CartItem key={item.Id} item={item} />
      ))}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          justifyContent: 'space-between',
          borderTop: '1px solid #f0f0f0',
          paddingTop: 12,
        }}
      >
        <Space orientation="vertical" size={8} style={{ minWidth: 240, flex: 1 }}>
          <OrderOptions
            values={cart}
            noteLabel={`Ghi chú cho ${cart.ShopName}`}
            notePlaceholder="Ghi chú cho shop"
            onChange={(change) => update.mutate({ id: cart.Id, change })}
          />
        </Space>
        <div style={{ minWidth: 240 }}>
          {lines.map(([label, value]) => (
            <div key={label} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <Typography.Text type="secondary">{label}</Typography.Text>
              <span>{value}</span>
            </div>
          ))}
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, marginTop: 4 }}>
            <Typography.Text strong>Cần đặt cọc</Typography.Text>
            <Typography.Text strong style={{ color: '#c8102e' }}>
              {formatVnd(cart.DepositAmount)}
            </Typography.Text>
          </div>
          {cart.IsWoodenCrate && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Phí đóng gỗ tính theo cân nặng khi hàng về kho Trung Quốc.
            </Typography.Text>
          )}
        </div>
      </div>
    </Card>
  );
}
