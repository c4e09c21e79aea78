import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { PhotoThumbs } from '../../../components/photos/photo-thumbs';
import { RecordLayout } from '../../../components/record-layout';
import { ParcelStatusTag } from '../../../components/status-tags';
import { useRouteRecord } from '../../../lib/use-route-record';
import { OrderTimeline } from '../../orders';
import { parcelQuery } from '../api/parcels';
import { BackLink } from '../components/back-link';
import { ParcelFacts, ParcelWeights } from '../components/parcel-facts';
import { asTimeline } from '../lib/history';

/** One parcel: where it is, its weights and how its fee was reckoned, and its journey. */
export default function TransportDetailPage() {
  const { valid, data: parcel, isPending, isError } = useRouteRecord(parcelQuery);

  if (!valid || isError) {
    return (
      <Empty description="Không tìm thấy kiện hàng.">
        <Link to={paths.transportList}>Về danh sách kiện hàng</Link>
      </Empty>
    );
  }
  if (isPending) return <Skeleton active />;

  return (
    <>
      <BackLink to={paths.transportList}>Danh sách kiện hàng</BackLink>
      <PageTitle
        title={`Kiện ${parcel.Code}`}
        beside={<ParcelStatusTag status={parcel.Status} name={parcel.StatusName} />}
        style={{ margin: '8px 0 16px' }}
      />
      <RecordLayout
        main={[
          { title: 'Thông tin kiện', body: <ParcelFacts parcel={parcel} /> },
          { title: 'Cân nặng và phí vận chuyển', body: <ParcelWeights parcel={parcel} /> },
          ...(parcel.Photos.length > 0
            ? [
                {
                  title: 'Ảnh kiện tại kho',
                  body: <PhotoThumbs photos={parcel.Photos} label="Ảnh kiện" />,
                },
              ]
            : []),
        ]}
        side={[
          {
            title: 'Hành trình của kiện',
            body: <OrderTimeline order={asTimeline(parcel.History)} />,
          },
        ]}
      />
    </>
  );
}
