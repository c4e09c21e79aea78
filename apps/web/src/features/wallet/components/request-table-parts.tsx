import { Select, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, formatVnd } from '@app/shared';
import { statusOptions } from './request-status-tag';

/** Status filter shared by the deposit and withdrawal request lists. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Select
      aria-label="Lọc theo trạng thái"
      value={value}
      options={statusOptions}
      onChange={onChange}
      style={{ width: 200, marginBottom: 12 }}
    />
  );
}

interface RequestRow {
  Code: string;
  Amount: number;
  CreatedDate: string;
}

/** The first columns of both request tables: code, time and amount. */
export const leadColumns = <Row extends RequestRow>(): TableColumnsType<Row> => [
  { title: 'Mã yêu cầu', dataIndex: 'Code', width: 130 },
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 140,
    render: (_, row) => formatDateTime(row.CreatedDate),
  },
  {
    title: 'Số tiền',
    dataIndex: 'Amount',
    width: 140,
    align: 'right',
    render: (_, row) => <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>,
  },
];

/** The first line of a request on phones: its code and amount. */
export const codeAndAmount = (row: RequestRow) => (
  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
    <Typography.Text strong>{row.Code}</Typography.Text>
    <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
  </div>
);
