import { Form, Input, Select } from 'antd';
import { DeliveryStatus, deliveryStatusNames } from '@app/shared';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';

export interface DeliveryFilterValues extends Record<string, string> {
  keyword: string;
  status: string;
  from: string;
  end: string;
}

const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.values(DeliveryStatus).map((status) => ({
    value: String(status),
    label: deliveryStatusNames[status],
  })),
];

export function DeliveryFilter({
  value,
  onSearch,
}: {
  value: DeliveryFilterValues;
  onSearch: (value: DeliveryFilterValues) => void;
}) {
  return (
    <ListFilter name="delivery-filter" value={value} onSearch={onSearch}>
      {(wide) => (
        <>
          <Form.Item label="Mã phiếu / mã đơn" name="keyword">
            <Input allowClear placeholder="VD: PGH000123, DH000045" maxLength={100} />
          </Form.Item>
          <Form.Item label="Trạng thái" name="status">
            <Select options={statusOptions} style={wide ? { width: 170 } : undefined} />
          </Form.Item>
          <DateRangeItem wide={wide} />
        </>
      )}
    </ListFilter>
  );
}
