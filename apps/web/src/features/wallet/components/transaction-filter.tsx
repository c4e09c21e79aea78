import { Form, Input, Select } from 'antd';
import { TransactionType, transactionTypeNames } from '@app/shared';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';

export interface TransactionFilterValues extends Record<string, string> {
  orderCode: string;
  from: string;
  end: string;
  transactionType: string;
}

const typeOptions = [
  { value: '', label: 'Tất cả' },
  ...Object.values(TransactionType).map((type) => ({
    value: String(type),
    label: transactionTypeNames[type],
  })),
];

export function TransactionFilter({
  value,
  onSearch,
}: {
  value: TransactionFilterValues;
  onSearch: (value: TransactionFilterValues) => void;
}) {
  return (
    <ListFilter name="transaction-filter" value={value} onSearch={onSearch}>
      {(wide) => (
        <>
          <Form.Item label="Mã giao dịch / đơn hàng" name="orderCode">
            <Input allowClear placeholder="Nhập mã" maxLength={50} />
          </Form.Item>
          <DateRangeItem wide={wide} />
          <Form.Item label="Loại giao dịch" name="transactionType">
            <Select options={typeOptions} style={wide ? { width: 220 } : undefined} />
          </Form.Item>
        </>
      )}
    </ListFilter>
  );
}
