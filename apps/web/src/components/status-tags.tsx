import { Tag } from 'antd';
import {
  OrderShipStatus,
  TransportStatus,
  labelOf,
  orderShipStatusNames,
  transportStatusNames,
} from '@app/shared';

/**
 * One colour per state, the same in tags and in the statistic's bars: gold asks the customer to
 * act (a tracking number to add), orange asks them to pay, green is done, grey is cancelled.
 */
export const consignmentColors: Record<OrderShipStatus, { tag: string; bar: string }> = {
  [OrderShipStatus.NoTrackingNumber]: { tag: 'gold', bar: '#d4b106' },
  [OrderShipStatus.AwaitingChina]: { tag: 'blue', bar: '#1677ff' },
  [OrderShipStatus.InTransit]: { tag: 'geekblue', bar: '#2f54eb' },
  [OrderShipStatus.AwaitingPayment]: { tag: 'orange', bar: '#fa8c16' },
  [OrderShipStatus.Paid]: { tag: 'cyan', bar: '#13c2c2' },
  [OrderShipStatus.Delivered]: { tag: 'green', bar: '#52c41a' },
  [OrderShipStatus.Cancelled]: { tag: 'default', bar: '#bfbfbf' },
};

const parcelColors: Record<TransportStatus, string> = {
  [TransportStatus.AwaitingChina]: 'default',
  [TransportStatus.InChinaWarehouse]: 'blue',
  [TransportStatus.InTransit]: 'geekblue',
  [TransportStatus.InVietnamWarehouse]: 'orange',
  [TransportStatus.Paid]: 'cyan',
  [TransportStatus.Delivering]: 'purple',
  [TransportStatus.Delivered]: 'green',
  [TransportStatus.Cancelled]: 'default',
};

export function ParcelStatusTag({ status, name }: { status: number; name?: string }) {
  const color = (parcelColors as Record<number, string>)[status] ?? 'default';
  return <Tag color={color}>{name || labelOf(transportStatusNames, status)}</Tag>;
}

export function ConsignmentStatusTag({ status, name }: { status: number; name?: string }) {
  const color = (consignmentColors as Record<number, { tag: string }>)[status]?.tag ?? 'default';
  return <Tag color={color}>{name || labelOf(orderShipStatusNames, status)}</Tag>;
}
