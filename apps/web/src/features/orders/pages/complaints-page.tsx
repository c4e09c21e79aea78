import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type ComplaintRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn } from '../../../components/table-columns';
import { useListPage } from '../../../lib/use-list-page';
import { complaintsQuery } from '../api/complaints';

const columns: TableColumnsType<ComplaintRow> = [
  { title: 'Mã', dataIndex: 'Code', width: 100 },
  {
    title: 'Đơn hàng',
    dataIndex: 'OrderCode',
    width: 110,
    render: (_, row) => <Link to={orderPath(row.OrderId)}>{row.OrderCode}</Link>,
  },
  { title: 'Loại', dataIndex: 'TypeName', width: 120 },
  { title: 'Nội dung', dataIndex: 'Content' },
  {
    title: 'Trạng thái',
    dataIndex: 'StatusName',
    width: 130,
    render: (value: string) => <Tag>{value}</Tag>,
  },
  {
    title: 'Phản hồi',
    dataIndex: 'Response',
    render: (_, row) => (
      <div>
        {row.Response || '—'}
        {row.RefundAmount > 0 && (
          <div style={{ color: '#389e0d' }}>Hoàn {formatVnd(row.RefundAmount)}</div>
        )}
      </div>
    ),
  },
  {
    title: 'Ngày gửi',
    dataIndex: 'CreatedDate',
    width: 140,
    render: (value: string) => formatDateTime(value),
  },
];

const compact = compactColumn<ComplaintRow>(
  'Khiếu nại',
  (row) => (
    <>
      <SpreadRow tight>
        <strong>
          {row.Code} · <Link to={orderPath(row.OrderId)}>{row.OrderCode}</Link>
        </strong>
        <Tag>{row.StatusName}</Tag>
      </SpreadRow>
      <div>
        {row.TypeName}: {row.Content}
      </div>
      {row.Response && <Typography.Text type="secondary">Phản hồi: {row.Response}</Typography.Text>}
      {row.RefundAmount > 0 && (
        <div style={{ color: '#389e0d' }}>Hoàn {formatVnd(row.RefundAmount)}</div>
      )}
    </>
  ),
  0,
);

const ComplaintTable = pagedTable(columns, compact, {
  scrollX: 1000,
  noun: 'khiếu nại',
  emptyText: 'Bạn chưa có khiếu nại nào',
});

/** The customer's complaints, with the staff's answer and any refund. */
export default function ComplaintsPage() {
  const { table } = useListPage({ status: '' }, complaintsQuery);
  return (
    <>
      <PageHeading>Khiếu nại</PageHeading>
      <Card>
        <Typography.Paragraph type="secondary">
          Gửi khiếu nại từ trang chi tiết đơn hàng khi hàng đã về kho Việt Nam, trong vòng 7 ngày
          sau khi nhận hàng.
        </Typography.Paragraph>
        <ComplaintTable {...table} />
      </Card>
    </>
  );
}
