import { Card, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type ComplaintRow } from '@app/shared';
import { orderPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';
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

const compact: TableColumnsType<ComplaintRow> = [
  {
    title: 'Khiếu nại',
    key: 'all',
    render: (_, row) => (
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <strong>
            {row.Code} · <Link to={orderPath(row.OrderId)}>{row.OrderCode}</Link>
          </strong>
          <Tag>{row.StatusName}</Tag>
        </div>
        <div>
          {row.TypeName}: {row.Content}
        </div>
        {row.Response && (
          <Typography.Text type="secondary">Phản hồi: {row.Response}</Typography.Text>
        )}
        {row.RefundAmount > 0 && (
          <div style={{ color: '#389e0d' }}>Hoàn {formatVnd(row.RefundAmount)}</div>
        )}
      </div>
    ),
  },
];

/** The customer's complaints, with the staff's answer and any refund. */
export default function ComplaintsPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ status: '' });
  const { data, isFetching } = useQuery(
    complaintsQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  return (
    <>
      <PageHeading>Khiếu nại</PageHeading>
      <Card>
        <Typography.Paragraph type="secondary">
          Gửi khiếu nại từ trang chi tiết đơn hàng khi hàng đã về kho Việt Nam, trong vòng 7 ngày
          sau khi nhận hàng.
        </Typography.Paragraph>
        <Table<ComplaintRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          showHeader={wide}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          {...(wide && { scroll: { x: 1000 } })}
          pagination={paginationOf(list.paging(data?.Total ?? 0), wide, 'khiếu nại')}
          locale={{ emptyText: 'Bạn chưa có khiếu nại nào' }}
        />
      </Card>
    </>
  );
}
