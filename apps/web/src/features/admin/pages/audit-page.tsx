import {
  Button,
  Card,
  Form,
  Grid,
  Input,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type AuditRow } from '@app/shared';
import { auditQuery } from '../api/get-records';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

const change = (row: AuditRow) => (
  <div style={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
    <Typography.Text type="secondary">{json(row.Before)}</Typography.Text>
    {' → '}
    <span>{json(row.After)}</span>
  </div>
);

const columns: TableColumnsType<AuditRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  { title: 'Người thực hiện', dataIndex: 'ActorEmail', width: 200 },
  { title: 'Thao tác', dataIndex: 'Action', width: 170, render: (v: string) => <Tag>{v}</Tag> },
  {
    title: 'Đối tượng',
    dataIndex: 'Entity',
    width: 170,
    render: (_, row) => `${row.Entity} #${row.EntityId}`,
  },
  { title: 'Trước → Sau', key: 'change', render: (_, row) => change(row) },
];

const compact: TableColumnsType<AuditRow> = [
  {
    title: 'Thao tác',
    key: 'all',
    render: (_, row) => (
      <div>
        <Tag>{row.Action}</Tag> {row.Entity} #{row.EntityId}
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.CreatedDate)} · {row.ActorEmail}
          </Typography.Text>
        </div>
        {change(row)}
      </div>
    ),
  },
];

export default function AuditPage() {
  const wide = Grid.useBreakpoint().md !== false;
  const list = useUrlList({ entity: '', entityId: '' });
  const { data, isFetching } = useQuery(
    auditQuery({ ...list.filter, skip: list.skip, take: list.take }),
  );
  return (
    <>
      <PageHeading>Nhật ký thao tác</PageHeading>
      <Card>
        <Form
          key={`${list.filter.entity}|${list.filter.entityId}`}
          layout={wide ? 'inline' : 'vertical'}
          name="audit-filter"
          initialValues={list.filter}
          style={{ rowGap: 12, marginBottom: 16 }}
          onFinish={(values: { entity?: string; entityId?: string }) =>
            list.set({
              entity: values.entity?.trim() ?? '',
              entityId: values.entityId?.trim() ?? '',
            })
          }
        >
          <Form.Item label="Đối tượng" name="entity">
            <Input allowClear placeholder="customer, deposit, settings..." maxLength={50} />
          </Form.Item>
          <Form.Item label="Mã đối tượng" name="entityId">
            <Input allowClear maxLength={50} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={!wide}>
              Tìm kiếm
            </Button>
          </Form.Item>
        </Form>
        <Table<AuditRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          {...(wide && { scroll: { x: 1000 } })}
          pagination={paginationOf(list.paging(data?.Total ?? 0), wide, 'thao tác')}
          locale={{ emptyText: 'Chưa có thao tác nào' }}
        />
      </Card>
    </>
  );
}
