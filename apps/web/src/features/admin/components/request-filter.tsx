import { useEffect } from 'react';
import { Button, DatePicker, Form, Grid, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { requestStatusNames } from '@app/shared';

dayjs.extend(customParseFormat);

/** Dates travel as dd/MM/yyyy (DESIGN §3). */
const DAY_FORMAT = 'DD/MM/YYYY';
/** The status filter value meaning "every status". */
export const ALL = 'all';

export interface RequestFilterValues extends Record<string, string> {
  status: string;
  from: string;
  end: string;
}

interface FormValues {
  status: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const toDay = (text: string) => {
  const day = dayjs(text, DAY_FORMAT, true);
  return day.isValid() ? day : null;
};

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
  const [form] = Form.useForm<FormValues>();
  const wide = Grid.useBreakpoint().md !== false;

  useEffect(() => {
    const from = toDay(value.from);
    const end = toDay(value.end);
    form.setFieldsValue({ status: value.status, range: from || end ? [from, end] : null });
  }, [form, value.status, value.from, value.end]);

  return (
    <Form
      form={form}
      layout={wide ? 'inline' : 'vertical'}
      name="request-filter"
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(values) =>
        onSearch({
          status: values.status,
          from: values.range?.[0]?.format(DAY_FORMAT) ?? '',
          end: values.range?.[1]?.format(DAY_FORMAT) ?? '',
        })
      }
    >
      <Form.Item label="Trạng thái" name="status">
        <Select options={statusOptions} style={{ minWidth: 150 }} />
      </Form.Item>
      <Form.Item label="Thời gian" name="range">
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Từ ngày', 'Đến ngày']}
          style={wide ? undefined : { width: '100%' }}
        />
      </Form.Item>
      <Form.Item style={wide ? undefined : { marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={!wide}>
          Tìm kiếm
        </Button>
      </Form.Item>
    </Form>
  );
}
