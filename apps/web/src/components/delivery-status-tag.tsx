import { DeliveryStatus, deliveryStatusNames } from '@app/shared';
import { statusTag } from './status-tags';

const colors: Record<DeliveryStatus, string> = {
  [DeliveryStatus.Pending]: 'gold',
  [DeliveryStatus.Delivering]: 'blue',
  [DeliveryStatus.Delivered]: 'green',
  [DeliveryStatus.Cancelled]: 'default',
};

export const DeliveryStatusTag = statusTag(colors, deliveryStatusNames);
