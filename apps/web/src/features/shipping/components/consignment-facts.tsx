import { Descriptions } from 'antd';
import { formatDateTime, formatVnd, type OrderShipDetail } from '@app/shared';
import { formatKg } from '../../../lib/units';

/** "Thông tin đơn": the warehouse, the services asked for, the rate, the weight charged, the note. */
export function ConsignmentFacts({ consignment }: { consignment: OrderShipDetail }) {
  const services =
    [consignment.IsWoodenCrate && 'Đóng gỗ', consignment.IsInsurance && 'Bảo hiểm']
      .filter(Boolean)
      .join(', ') || 'Không';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'warehouse', label: 'Kho nhận', children: consignment.WarehouseName },
        { key: 'services', label: 'Dịch vụ', children: services },
        { key: 'rate', label: 'Tỷ giá', children: `${formatVnd(consignment.Rate)} / ¥` },
        {
          key: 'weight',
          label: 'Cân tính phí',
          children: consignment.Weight === null ? 'Chưa cân' : formatKg(consignment.Weight),
        },
        { key: 'created', label: 'Ngày tạo', children: formatDateTime(consignment.CreatedDate) },
        { key: 'note', label: 'Ghi chú', children: consignment.Note || '—' },
      ]}
    />
  );
}
