import { Card, Grid, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type MailRow } from '@app/shared';
import { mailsQuery } from '../api/get-records';
import { CellLine } from '../../../components/cell-line';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';

const state = (row: MailRow) =>
  row.Error ? (
    <Tooltip title={row.Error}>
      <Tag color="red">Lỗi</Tag>
    </Tooltip>
  ) : row.SentDate ? (
    <Tag color="green">Đã gửi</Tag>
  ) : (
    <Tag>Chưa gửi (hộp thư đi)</Tag>
  );

const columns: TableColumnsType<MailRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: 'Người nhận',
    dataIndex: 'To',
    width: 260,
    render: (v: string) => <CellLine text={v} />,
  },
  { title: 'Tiêu đề', dataIndex: 'Subject', render: (v: string) => <CellLine text={v} /> },
  { title: 'Trạng thái', key: 'state', width: 170, render: (_, row) => state(row) },
];

const compact: TableColumnsType<MailRow> = [
  {
    title: 'Thư',
    key: 'all',
    render: (_, row) => (
      <div>
        <CellLine text={row.Subject} strong />
        <CellLine text={row.To} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.CreatedDate)}
        </Typography.Text>{' '}
        {state(row)}
      </div>
    ),
  },
];

export default function MailsPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({});
  const { data, isFetching } = useQuery(mailsQuery({ skip: list.skip, take: list.take }));
  return (
    <>
      <PageHeading>Hộp thư đi</PageHeading>
      <Card>
        <Table<MailRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          tableLayout="fixed"
          expandable={{
            expandedRowRender: (row) => (
              <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {row.SentDate && (
                  <Typography.Paragraph type="secondary">
                    Gửi lúc {formatDateTime(row.SentDate)}
                  </Typography.Paragraph>
                )}
                {row.Error && (
                  <Typography.Paragraph type="danger">{row.Error}</Typography.Paragraph>
                )}
                {row.Body}
              </div>
            ),
          }}
          pagination={paginationOf(list.paging(data?.Total ?? 0), wide, 'thư')}
          locale={{ emptyText: 'Chưa có thư nào' }}
        />
      </Card>
    </>
  );
}
