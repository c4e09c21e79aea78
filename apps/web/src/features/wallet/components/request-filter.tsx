import { Form, Select } from 'antd';
import { requestStatusNames } from '@app/shared';
import { DateRangeItem, ListFilter } from '../../../components/list-filter';

/** The status filter value meaning "every status". */
export const ALL = 'all';

export interface RequestFilterValues extends Record<string, string> {
  status: string;
  from: string;
  end: string;
}

const statusOptions = [
  { value: ALL, label: 'Tất cả' },
  ...Object.entries(requestStatusNames).map(([value, label]) => ({ value, label })),
];

export function RequestFilter({
  value,
  onSearch,
}: {
  value: RequestFilterValues;
  onSearch: (value: RequestFilterValues) => void;
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
          <Form.Item label="Trạng thái" name="status">
            <Select options={statusOptions} style={{ minWidth: 150 }} />
          </Form.Item>
          <DateRangeItem wide={wide} />
        </>
      )}
    </ListFilter>
  );
}
