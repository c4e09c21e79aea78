import { Form, Input } from 'antd';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';

export interface FilterValues extends Record<string, string> {
  message: string;
  from: string;
  end: string;
}

export function MessageFilter({
  value,
  onSearch,
}: {
  value: FilterValues;
  onSearch: (value: FilterValues) => void;
}) {
  // On phones the action buttons follow straight after the search button.
  return (
    <ListFilter name="message-filter" value={value} onSearch={onSearch} phoneMargins={{ form: 0 }}>
      {(wide) => (
        <>
          <Form.Item label="Nội dung" name="message" style={wide ? { minWidth: 220 } : undefined}>
            <Input allowClear placeholder="Nhập nội dung thông báo" maxLength={100} />
          </Form.Item>
          <DateRangeItem wide={wide} />
        </>
      )}
    </ListFilter>
  );
}
