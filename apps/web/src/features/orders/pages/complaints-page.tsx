import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type ComplaintRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { pagedTable } from '../../../components/paged-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn } from '../../../components/table-columns';
import { useListPage } from '../../../lib/use-list-page';
import { ComplaintImages } from '../components/complaint-images';
import { complaintsQuery } from '../api/complaints';

/** What the answer gave back to the wallet, if anything. */
function Refund({ row }: { row: ComplaintRow }) {
  if (row.RefundAmount <= 0) return null;
  return (
    <div>
      <Typography.Text type="success">Đã hoàn {formatVnd(row.RefundAmount)} vào ví</Typography.Text>
    </div>
  );
}

const columns: TableColumnsType<ComplaintRow> = [
  { title: 'Mã', dataIndex: 'Code', width: 100 },
  {
    title: 'Đơn hàng',
    dataIndex: 'OrderCode',
    width: 110,
    render: (_, row) => <Link to={orderPath(row.OrderId)}>{row.OrderCode}</Link>,
  },
  { title: 'Loại', dataIndex: 'TypeName', width: 120 },
  {
    title: 'Nội dung',
    dataIndex: 'Content',
    render: (_, row) => (
      <div style={{ whiteSpace: 'pre-line' }}>
        {row.Content}
        {row.RequestAmount > 0 && <div>Đề nghị hoàn {formatVnd(row.RequestAmount)}</div>}
        <ComplaintImages urls={row.ImageUrls} />
      </div>
    ),
  },
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
        <Refund row={row} />
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
      {row.RequestAmount > 0 && <div>Đề nghị hoàn {formatVnd(row.RequestAmount)}</div>}
      <ComplaintImages urls={row.ImageUrls} />
      {row.Response && <Typography.Text type="secondary">Phản hồi: {row.Response}</Typography.Text>}
      <Refund row={row} />
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
