import { useEffect } from 'react';
import { Button, DatePicker, Form, Grid, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Dates travel as dd/MM/yyyy (spec §9). */
export const DAY_FORMAT = 'DD/MM/YYYY';

export interface FilterValues {
  message: string;
  from: string;
  end: string;
}

interface FormValues {
  message?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const toDay = (text: string) => {
  const day = dayjs(text, DAY_FORMAT, true);
  return day.isValid() ? day : null;
};

export function MessageFilter({
  value,
  onSearch,
}: {
  value: FilterValues;
  onSearch: (value: FilterValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  // Phones stack the filters at full width; wider screens keep them on one line.
  const wide = Grid.useBreakpoint().md !== false;

  // The header search box changes the URL: show what is being filtered.
  useEffect(() => {
    const from = toDay(value.from);
    const end = toDay(value.end);
    form.setFieldsValue({ message: value.message, range: from || end ? [from, end] : null });
  }, [form, value.message, value.from, value.end]);

  return (
    <Form
      form={form}
      layout={wide ? 'inline' : 'vertical'}
      name="message-filter"
      style={{ rowGap: 12, marginBottom: wide ? 16 : 0 }}
      onFinish={(values) =>
        onSearch({
          message: values.message?.trim() ?? '',
          from: values.range?.[0]?.format(DAY_FORMAT) ?? '',
          end: values.range?.[1]?.format(DAY_FORMAT) ?? '',
        })
      }
    >
      <Form.Item label="Nội dung" name="message" style={wide ? { minWidth: 220 } : undefined}>
        <Input allowClear placeholder="Nhập nội dung thông báo" maxLength={100} />
      </Form.Item>
      <Form.Item label="Thời gian" name="range">
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Từ ngày', 'Đến ngày']}
          style={wide ? undefined : { width: '100%' }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={!wide}>
          Tìm kiếm
        </Button>
      </Form.Item>
    </Form>
  );
}
