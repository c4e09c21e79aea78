import { Form, Input, Select } from 'antd';
import { OrderState, orderStateNames } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';
import { warehousesQuery } from '../../../lib/reference-data';

export interface OrderFilterValues extends Record<string, string> {
  orderCode: string;
  state: string;
  wareHouse: string;
  from: string;
  end: string;
}

const stateOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.values(OrderState).map((state) => ({
    value: String(state),
    label: orderStateNames[state],
  })),
];

export function OrderFilter({
  value,
  onSearch,
}: {
  value: OrderFilterValues;
  onSearch: (value: OrderFilterValues) => void;
}) {
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  return (
    <ListFilter name="order-filter" value={value} onSearch={onSearch}>
      {(wide) => (
        <>
          <Form.Item label="Mã đơn hàng" name="orderCode">
            <Input allowClear placeholder="VD: DH000123" maxLength={50} />
          </Form.Item>
          <Form.Item label="Trạng thái" name="state">
            <Select options={stateOptions} style={wide ? { width: 200 } : undefined} />
          </Form.Item>
          <Form.Item label="Kho" name="wareHouse">
            <Select
              options={[
                { value: '', label: 'Mọi kho' },
                ...warehouses.map((warehouse) => ({
                  value: String(warehouse.Id),
                  label: warehouse.Name,
                })),
              ]}
              style={wide ? { width: 180 } : undefined}
            />
          </Form.Item>
          <DateRangeItem wide={wide} />
        </>
      )}
    </ListFilter>
  );
}
