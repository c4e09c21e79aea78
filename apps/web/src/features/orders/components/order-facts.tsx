import { Descriptions } from 'antd';
import { formatDateTime, formatVnd, type OrderDetail } from '@app/shared';

/**
 * "Thông tin đơn": the shop, the warehouse, the rate it was priced at, deposit, level, services.
 * Two columns on a wide main column; `narrow` (a side column) keeps one.
 */
export function OrderFacts({ order, narrow = false }: { order: OrderDetail; narrow?: boolean }) {
  return (
    <Descriptions
      size="small"
      column={narrow ? 1 : { xs: 1, md: 2 }}
      items={[
        {
          key: 'shop',
          label: 'Shop',
          children: order.ShopLink ? (
            <a href={order.ShopLink} target="_blank" rel="noreferrer">
              {order.ShopName}
            </a>
          ) : (
            order.ShopName
          ),
        },
        { key: 'warehouse', label: 'Kho nhận', children: order.WarehouseName || '—' },
        {
          key: 'rate',
          label: 'Tỷ giá',
          children: `${formatVnd(order.Rate)} / ¥ (chốt ${formatDateTime(order.RateLockedAt)})`,
        },
        {
          key: 'deposit',
          label: 'Tiền đặt cọc',
          children: `${formatVnd(order.DepositAmount)} (${order.DepositPercent} % tiền hàng và phí mua hàng)`,
        },
        {
          key: 'level',
          label: 'Cấp khách hàng',
          children: order.LevelName
            ? `${order.LevelName}${order.BuyerFeeDiscount > 0 ? `: giảm ${order.BuyerFeeDiscount} % phí mua hàng` : ''}`
            : '—',
        },
        {
          key: 'options',
          label: 'Dịch vụ',
          children:
            [order.IsInspection && 'Kiểm đếm', order.IsWoodenCrate && 'Đóng gỗ']
              .filter(Boolean)
              .join(', ') || 'Không',
        },
        { key: 'note', label: 'Ghi chú', children: order.Note || '—' },
      ]}
    />
  );
}
