import { Form, Input, Select } from 'antd';
import { requestStatusNames } from '@app/shared';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';

/** The status filter value meaning "every status". */
export const ALL = 'all';

export interface RequestFilterValues extends Record<string, string> {
  keyword: string;
  status: string;
  from: string;
  end: string;
}

const statusOptions = [
  { value: ALL, label: 'Tất cả' },
  ...Object.entries(requestStatusNames).map(([value, label]) => ({ value, label })),
];

/** The staff queues' filter: what staff read or know (a code, a name, a phone), status and dates. */
export function RequestFilter({
  value,
  onSearch,
  placeholder,
}: {
  value: RequestFilterValues;
  onSearch: (value: RequestFilterValues) => void;
  placeholder: string;
}) {
  return (
    <ListFilter
      name="request-filter"
      value={value}
      onSearch={onSearch}
      phoneMargins={{ submit: 0 }}
    >
      {(wide) => (
        <>
          <Form.Item label="Tìm" name="keyword">
            <Input
              allowClear
              maxLength={100}
              placeholder={placeholder}
              title={placeholder}
              style={wide ? { width: 240 } : undefined}
            />
          </Form.Item>
          <Form.Item label="Trạng thái" name="status">
            <Select options={statusOptions} style={{ minWidth: 120 }} />
          </Form.Item>
          <DateRangeItem wide={wide} />
        </>
      )}
    </ListFilter>
  );
}
