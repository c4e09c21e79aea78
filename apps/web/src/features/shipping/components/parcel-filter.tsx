import { Form, Input, Select } from 'antd';
import { TransportStatus, transportStatusNames } from '@app/shared';
import { ListFilter } from '../../../components/list-filter';

export interface ParcelFilterValues extends Record<string, string> {
  code: string;
  transportCode: string;
  status: string;
}

const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.values(TransportStatus).map((status) => ({
    value: String(status),
    label: transportStatusNames[status],
  })),
];

export function ParcelFilter({
  value,
  onSearch,
}: {
  value: ParcelFilterValues;
  onSearch: (value: ParcelFilterValues) => void;
}) {
  return (
    <ListFilter name="parcel-filter" value={value} onSearch={onSearch}>
      {(wide) => (
        <>
          <Form.Item label="Mã kiện / mã đơn" name="code">
            <Input allowClear placeholder="VD: KI000123 hoặc DH000045" maxLength={50} />
          </Form.Item>
          <Form.Item label="Mã vận đơn" name="transportCode">
            <Input allowClear placeholder="Mã vận đơn Trung Quốc" maxLength={50} />
          </Form.Item>
          <Form.Item label="Trạng thái" name="status">
            <Select options={statusOptions} style={wide ? { width: 180 } : undefined} />
          </Form.Item>
        </>
      )}
    </ListFilter>
  );
}
