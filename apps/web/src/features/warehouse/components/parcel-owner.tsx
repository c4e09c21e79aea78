import { Tag, Typography } from 'antd';
import type { AdminTransportRow } from '@app/shared';

/** Whose parcel it is: the customer's code and name, or the unclaimed mark. */
export function ParcelOwner({
  parcel,
}: {
  parcel: Pick<AdminTransportRow, 'CustomerCode' | 'CustomerName'>;
}) {
  if (!parcel.CustomerCode) return <Tag color="volcano">Kiện vô chủ</Tag>;
  return (
    <span>
      <strong>{parcel.CustomerCode}</strong>
      {parcel.CustomerName && (
        <Typography.Text type="secondary"> · {parcel.CustomerName}</Typography.Text>
      )}
    </span>
  );
}
