import { Select, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { formatDateTime, formatVnd } from '@app/shared';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { statusOptions } from './request-status-tag';
import { useWideScreen } from '../../../lib/use-wide-screen';

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

interface RequestTableProps<Row> extends Paging {
  rows: Row[];
  loading: boolean;
  /** Columns at 768 px and wider; on phones each request is one card (`compactColumns`). */
  columns: TableColumnsType<Row>;
  compactColumns: TableColumnsType<Row>;
  /** The table's width before it scrolls sideways on a narrow laptop. */
  scrollX: number;
  emptyText: string;
  onRow?: TableProps<Row>['onRow'];
}

/**
 * The customer's lists of deposit and withdrawal requests: the same phone layout, pager and empty
 * text for both.
 */
export function RequestTable<Row extends RequestRow & { Id: number }>({
  rows,
  loading,
  columns,
  compactColumns,
  scrollX,
  emptyText,
  onRow,
  ...paging
}: RequestTableProps<Row>) {
  const wide = useWideScreen();
  return (
    <Table<Row>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compactColumns}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: scrollX } })}
      {...(onRow && { onRow })}
      pagination={paginationOf(paging, wide, 'yêu cầu')}
      locale={{ emptyText }}
    />
  );
}
