import { useState } from 'react';
import { Button, Card, Checkbox, Space, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  fillMessage,
  formatCny,
  formatVnd,
  messages,
  siteName,
  type CartItemRow,
  type CartRow,
} from '@app/shared';
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

/**
 * 1688's quantity prices, discreetly under the item: each tier from its quantity on, the one the
 * quantity reaches in bold (the server charges that one).
 */
function PriceTiers({ tiers, quantity }: { tiers: CartItemRow['PriceTiers']; quantity: number }) {
  const reached = tiers.reduce(
    (found, tier, index) => (quantity >= tier.MinQuantity ? index : found),
    0,
  );
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      Giá theo số lượng:{' '}
      {tiers.map((tier, index) => {
        const next = tiers[index + 1];
        const range = next
          ? `${tier.MinQuantity}–${next.MinQuantity - 1}`
          : `từ ${tier.MinQuantity}`;
        const text = `${range}: ${formatCny(tier.PriceCNY)}`;
        return (
          <span key={tier.MinQuantity}>
            {index > 0 && ' · '}
            {index === reached ? <strong>{text}</strong> : text}
          </span>
        );
      })}
    </Typography.Text>
  );
}

function CartItem({ item }: { item: CartItemRow }) {
  const { quantity, change } = useCartItemQuantity(item);
  const remove = useDeleteCartItem();
  // A number typed under the shop's minimum, not taken: the sentence says why.
  const [typedBelow, setTypedBelow] = useState(false);
  const belowMinimum = typedBelow || quantity < item.MinQuantity;
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
        {item.SkuId && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            SKU {item.SkuId}
          </Typography.Text>
        )}
        {item.PriceTiers.length > 1 && <PriceTiers tiers={item.PriceTiers} quantity={quantity} />}
        <div
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 6 }}
        >
          {/* The server's unit price: with tiers it sets it from the saved quantity. */}
          <span>{formatCny(item.PriceCNY)}</span>
          <QuantityStepper
            name={item.ProductName}
            value={quantity}
            onChange={change}
            min={item.MinQuantity}
            onBelowMinimum={setTypedBelow}
          />
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
        {belowMinimum ? (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
            {fillMessage(messages.quantityBelowMinimum, { min: item.MinQuantity })}
          </Typography.Text>
        ) : (
          item.MinQuantity > 1 && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              Shop bán từ {item.MinQuantity} cái
            </Typography.Text>
          )
        )}
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
