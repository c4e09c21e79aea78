import { Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@app/shared';
import { AddPhotoButton } from '../../../components/photos/add-photo-button';
import { PhotoThumbs } from '../../../components/photos/photo-thumbs';
import { adminOrderQuery } from '../api/admin-orders';

/** The goods as the warehouse counted them (kiểm đếm): photos the customer sees on the order. */
export function OrderPhotos({ order }: { order: Pick<OrderDetail, 'Photos'> }) {
  return <PhotoThumbs photos={order.Photos} label="Ảnh hàng kiểm đếm" />;
}

/** The desk's side: the counted goods photographed from the order page, seen by the customer. */
export function CountedPhotos({ order }: { order: Pick<OrderDetail, 'Id' | 'Photos'> }) {
  const client = useQueryClient();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: adminOrderQuery(order.Id).queryKey });
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <AddPhotoButton size="small" path={`admin/orders/${order.Id}/photos`} onUploaded={refresh} />
      {order.Photos.length > 0 ? (
        <OrderPhotos order={order} />
      ) : (
        <Typography.Text type="secondary">
          Chưa có ảnh. Chụp hàng khi kiểm đếm để khách xem trên đơn.
        </Typography.Text>
      )}
    </Space>
  );
}
