import { Typography, type TableColumnsType } from 'antd';
import type { AdminTransportRow } from '@app/shared';
import { formatKg } from '../../../lib/units';
import { ParcelOwner } from './parcel-owner';

type Column = TableColumnsType<AdminTransportRow>[number];

/** The tracking number, with our parcel code and its order or consignment under it. */
export const trackingColumn: Column = {
  title: 'Mã vận đơn',
  dataIndex: 'TransportCode',
  width: 150,
  render: (value: string, row) => (
    <div>
      <div style={{ fontFamily: 'monospace', fontWeight: 600 }}>{value}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.Code}
        {row.OrderCode && ` · ${row.OrderCode}`}
      </Typography.Text>
    </div>
  ),
};

/** The customer's code with the name under it, or the unclaimed mark. */
export const customerColumn: Column = {
  title: 'Khách hàng',
  key: 'customer',
  render: (_, row) =>
    row.CustomerCode ? (
      <div>
        <strong>{row.CustomerCode}</strong>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.CustomerName}
          </Typography.Text>
        </div>
      </div>
    ) : (
      <ParcelOwner parcel={row} />
    ),
};

/** Where a parcel is bound; each scan screen adds how it reads it (a filter, a highlight). */
const destinationColumn = (more: Partial<Column>): Column => ({
  title: 'Kho đích',
  dataIndex: 'DestinationName',
  width: 160,
  render: (value: string) => value || '—',
  ...more,
});

export const weightColumn: Column = {
  title: 'Cân nặng',
  dataIndex: 'Weight',
  width: 100,
  align: 'right',
  render: (value: number | null) => formatKg(value),
};

/** The one column phones get: every fact of the parcel on three lines. */
export const compactParcelColumn: Column = {
  title: 'Kiện',
  key: 'all',
  render: (_, row) => (
    <div>
      <div style={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
        {row.TransportCode}
      </div>
      <div>
        {row.Code} · <ParcelOwner parcel={row} />
      </div>
      <Typography.Text type="secondary">
        {row.DestinationName || 'Chưa có kho đích'} · {formatKg(row.Weight)}
      </Typography.Text>
    </div>
  ),
};

/**
 * A scan screen's queue of parcels on a wide screen: tracking number, customer, destination (as
 * `destination` has the screen read it) and weight.
 */
export const parcelQueueColumns = (destination: Partial<Column>): Column[] => [
  trackingColumn,
  customerColumn,
  destinationColumn(destination),
  weightColumn,
];
