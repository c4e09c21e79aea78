import { Descriptions, Empty, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatVnd, type TransportDetail } from '@app/shared';
import { formatKg, formatSize } from '../../../lib/units';
import { goodsCodePath } from '../../../lib/goods-code-path';
import { pricesQuery } from '../../prices';

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** "Thông tin kiện": its tracking number, the order it belongs to, where and since when. */
export function ParcelFacts({ parcel }: { parcel: TransportDetail }) {
  return (
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
  );
}

/** Which of its weights a weighed parcel is charged by, in the words of the price list. */
function chargedBy(parcel: TransportDetail): string {
  const { Weight, VolumeWeight, ChargedWeight } = parcel;
  if (ChargedWeight === Weight) return 'theo cân thực';
  if (ChargedWeight === VolumeWeight) return 'theo cân quy đổi';
  return 'theo mức tối thiểu';
}

/**
 * A parcel's three weights and its fee, each with how it was reckoned (the volumetric divisor and
 * the minimum charged weight come from the price list); before it is weighed, a word on when.
 */
export function ParcelWeights({ parcel }: { parcel: TransportDetail }) {
  const { data: prices } = useQuery(pricesQuery);
  if (parcel.ChargedWeight === null) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Kiện chưa được cân. Cân nặng, kích thước và phí vận chuyển sẽ hiện ở đây khi kho Trung Quốc nhận kiện."
      />
    );
  }
  const size = formatSize(parcel);
  return (
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
                ({chargedBy(parcel)}; số lớn nhất giữa cân thực, cân quy đổi
                {prices ? ` và mức tối thiểu ${formatKg(prices.MinChargedWeight)} mỗi kiện` : ''})
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
  );
}
