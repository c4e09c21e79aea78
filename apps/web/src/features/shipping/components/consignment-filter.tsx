import { Form, Input, Select } from 'antd';
import { OrderShipStatus, orderShipStatusNames } from '@app/shared';
import { ListFilter } from '../../../components/list-filter';

export interface ConsignmentFilterValues extends Record<string, string> {
  keyword: string;
  status: string;
}

export const consignmentStatusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.values(OrderShipStatus).map((status) => ({
    value: String(status),
    label: orderShipStatusNames[status],
  })),
];

export function ConsignmentFilter({
  value,
  onSearch,
}: {
  value: ConsignmentFilterValues;
  onSearch: (value: ConsignmentFilterValues) => void;
}) {
  return (
    <ListFilter name="consignment-filter" value={value} onSearch={onSearch}>
      {(wide) => (
        <>
          <Form.Item label="Mã đơn / mã vận đơn" name="keyword">
            <Input allowClear placeholder="VD: KG000123" maxLength={100} />
          </Form.Item>
          <Form.Item label="Trạng thái" name="status">
            <Select options={consignmentStatusOptions} style={wide ? { width: 240 } : undefined} />
          </Form.Item>
        </>
      )}
    </ListFilter>
  );
}
