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

/**
 * A status's tag: the colour `colors` gives it (grey for one it does not know), the name the row
 * carries or else the shared one.
 */
export const statusTag = (colors: Partial<Record<number, string>>, names: Record<number, string>) =>
  function StatusTag({ status, name }: { status: number; name?: string }) {
    return <Tag color={colors[status] ?? 'default'}>{name || labelOf(names, status)}</Tag>;
  };

export const ParcelStatusTag = statusTag(parcelColors, transportStatusNames);

export const ConsignmentStatusTag = statusTag(
  Object.fromEntries(Object.entries(consignmentColors).map(([status, { tag }]) => [status, tag])),
  orderShipStatusNames,
);
