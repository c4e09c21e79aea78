import { Tag } from 'antd';
import { DeliveryStatus, deliveryStatusNames, labelOf } from '@app/shared';

const colors: Record<DeliveryStatus, string> = {
  [DeliveryStatus.Pending]: 'gold',
  [DeliveryStatus.Delivering]: 'blue',
  [DeliveryStatus.Delivered]: 'green',
  [DeliveryStatus.Cancelled]: 'default',
};

export function DeliveryStatusTag({ status, name }: { status: number; name?: string }) {
  const color = (colors as Record<number, string>)[status] ?? 'default';
  return <Tag color={color}>{name || labelOf(deliveryStatusNames, status)}</Tag>;
}
