import { Card, Col, Descriptions, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { ParcelStatusTag } from '../../../components/status-tags';
import { formatKg, formatSize } from '../../../lib/units';
import { goodsCodePath } from '../../../lib/goods-code-path';
import { OrderTimeline } from '../../orders';
import { pricesQuery } from '../../prices';
import { parcelQuery } from '../api/parcels';
import { BackLink } from '../components/back-link';
import { asTimeline } from '../lib/history';

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** One parcel: where it is, its weights and how its fee was reckoned, and its journey. */
export default function TransportDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: parcel, isPending, isError } = useQuery({ ...parcelQuery(id), enabled: valid });
  const { data: prices } = useQuery(pricesQuery);

  if (!valid || isError) {
    return (
      <Empty description="Không tìm thấy kiện hàng.">
        <Link to={paths.transportList}>Về danh sách kiện hàng</Link>
      </Empty>
    );
  }
  if (isPending) return <Skeleton active />;

  const weighed = parcel.ChargedWeight !== null;
  const size = formatSize(parcel);
  return (
    <>
      <BackLink to={paths.transportList}>Danh sách kiện hàng</BackLink>
      <Space wrap style={{ margin: '8px 0 16px' }}>
        <PageHeading style={{ margin: 0 }}>Kiện {parcel.Code}</PageHeading>
        <ParcelStatusTag status={parcel.Status} name={parcel.StatusName} />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card title="Thông tin kiện" size="small" style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'tracking',
                  label: 'Mã vận đơn',
                  children: <Typography.Text copyable>{parcel.TransportCode}</Typography.Text>,
                },
                {
                  key: 'owner',
                  label: 'Thuộc đơn',
                  children: parcel.OrderCode ? (
                    <Link to={goodsCodePath(parcel.OrderCode)}>{parcel.OrderCode}</Link>
                  ) : (
                    '—'
                  ),
                },
                { key: 'warehouse', label: 'Kho', children: parcel.WarehouseName || '—' },
                { key: 'created', label: 'Ngày tạo', children: formatDate(parcel.CreatedDate) },
                {
                  key: 'arrived',
                  label: 'Về kho Việt Nam',
                  children: parcel.ArrivedDate ? formatDateTime(parcel.ArrivedDate) : 'Chưa về',
                },
              ]}
            />
          </Card>
          <Card title="Cân nặng và phí vận chuyển" size="small">
            {weighed ? (
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'weight', label: 'Cân thực tế', children: formatKg(parcel.Weight) },
                  {
                    key: 'size',
                    label: 'Kích thước (dài × rộng × cao)',
                    children: size || 'Chưa đo',
                  },
                  {
                    key: 'volume',
                    label: 'Cân quy đổi',
                    children: (
                      <span>
                        {formatKg(parcel.VolumeWeight)}
                        {prices && (
                          <Typography.Text type="secondary">
                            {' '}
                            (dài × rộng × cao ÷ {number.format(prices.VolumetricDivisor)})
                          </Typography.Text>
                        )}
                      </span>
                    ),
                  },
                  {
                    key: 'charged',
                    label: 'Cân tính phí',
                    children: (
                      <span>
                        <strong>{formatKg(parcel.ChargedWeight)}</strong>
                        <Typography.Text type="secondary">
                          {' '}
                          (số lớn hơn giữa cân thực và cân quy đổi
                          {prices
                            ? `, tối thiểu ${formatKg(prices.MinChargedWeight)} mỗi kiện`
                            : ''}
                          )
                        </Typography.Text>
                      </span>
                    ),
                  },
                  {
                    key: 'fee',
                    label: 'Phí vận chuyển',
                    children: (
                      <div>
                        <strong>{formatVnd(parcel.Fee)}</strong>
                        {parcel.FeeFormula && (
                          <div>
                            <Typography.Text type="secondary">{parcel.FeeFormula}</Typography.Text>
                          </div>
                        )}
                      </div>
                    ),
                  },
                ]}
              />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Kiện chưa được cân. Cân nặng, kích thước và phí vận chuyển sẽ hiện ở đây khi kho Trung Quốc nhận kiện."
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title="Hành trình của kiện" size="small">
            <OrderTimeline order={asTimeline(parcel.History)} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
