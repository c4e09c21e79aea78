import { useEffect } from 'react';
import { Button, DatePicker, Form, Grid, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { TransactionType, transactionTypeNames } from '@app/shared';
import { DAY_FORMAT, toDay } from './day-range';

export interface TransactionFilterValues {
  orderCode: string;
  from: string;
  end: string;
  transactionType: string;
}

interface FormValues {
  orderCode?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  transactionType?: string;
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
  const [form] = Form.useForm<FormValues>();
  const wide = Grid.useBreakpoint().md !== false;

  // The URL is the source of truth (back button, shared links): show what is being filtered.
  useEffect(() => {
    const from = toDay(value.from);
    const end = toDay(value.end);
    form.setFieldsValue({
      orderCode: value.orderCode,
      range: from || end ? [from, end] : null,
      transactionType: value.transactionType,
    });
  }, [form, value.orderCode, value.from, value.end, value.transactionType]);

  return (
    <Form
      form={form}
      layout={wide ? 'inline' : 'vertical'}
      name="transaction-filter"
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(values) =>
        onSearch({
          orderCode: values.orderCode?.trim() ?? '',
          from: values.range?.[0]?.format(DAY_FORMAT) ?? '',
          end: values.range?.[1]?.format(DAY_FORMAT) ?? '',
          transactionType: values.transactionType ?? '',
        })
      }
    >
      <Form.Item label="Mã giao dịch / đơn hàng" name="orderCode">
        <Input allowClear placeholder="Nhập mã" maxLength={50} />
      </Form.Item>
      <Form.Item label="Thời gian" name="range">
        <DatePicker.RangePicker
          format={DAY_FORMAT}
          allowEmpty={[true, true]}
          placeholder={['Từ ngày', 'Đến ngày']}
          style={wide ? undefined : { width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Loại giao dịch" name="transactionType">
        <Select options={typeOptions} style={wide ? { width: 220 } : undefined} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={!wide}>
          Tìm kiếm
        </Button>
      </Form.Item>
    </Form>
  );
}
