import { Empty, Typography } from 'antd';
import type { OrderShipDetail } from '@app/shared';
import { AddTrackingCode } from './add-tracking-code';
import { ParcelTable } from './parcel-table';
import { TrackingTags } from './tracking-tags';

/**
 * A consignment's tracking numbers and the parcels they became; while it is editable, a box adds
 * one more number.
 */
export function ConsignmentParcels({
  consignment,
  editable,
}: {
  consignment: OrderShipDetail;
  editable: boolean;
}) {
  // Each tracking number becomes a parcel; one that has none yet is still named here.
  const unmatched = consignment.TransportCodes.filter(
    (code) => !consignment.Transports.some((parcel) => parcel.TransportCode === code),
  );
  return (
    <>
      {unmatched.length > 0 && (
        <div style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">Mã vận đơn chưa có kiện: </Typography.Text>
          <TrackingTags codes={unmatched} max={Infinity} none={null} />
        </div>
      )}
      {editable && <AddTrackingCode consignmentId={consignment.Id} />}
      <div style={{ marginTop: editable ? 12 : 0 }}>
        <ParcelTable
          rows={consignment.Transports}
          showOwner={false}
          compact
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="Chưa có kiện nào. Thêm mã vận đơn shop đã gửi để theo dõi kiện."
            />
          }
        />
      </div>
    </>
  );
}
