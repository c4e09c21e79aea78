import { Empty, Tag, Typography } from 'antd';
import { formatVnd, type OrderDetail } from '@app/shared';

/** The order's parcels: tracking number, where it is, and its shipping fee with the formula. */
export function OrderParcels({ order }: { order: OrderDetail }) {
  if (order.Transports.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có mã vận đơn" />;
  }
  return (
    <div>
      {order.Transports.map((parcel) => (
        <div key={parcel.Id} style={{ padding: '8px 0', borderTop: '1px solid #f0f0f0' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong copyable>
              {parcel.TransportCode}
            </Typography.Text>
            <Tag>{parcel.StatusName}</Tag>
          </div>
          {parcel.FeeFormula ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {parcel.FeeFormula}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Chưa cân · phí {formatVnd(parcel.Fee)}
            </Typography.Text>
          )}
          {parcel.WarehouseName && <div style={{ fontSize: 12 }}>{parcel.WarehouseName}</div>}
        </div>
      ))}
    </div>
  );
}
