import { useState } from 'react';
import {
  Button,
  Card,
  Form,
  Grid,
  Input,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  auditActionText,
  auditChanges,
  auditEntityNames,
  formatDateTime,
  type AuditRow,
} from '@app/shared';
import { auditQuery } from '../api/get-records';
import { PageHeading } from '../../../components/page-title';
import { paginationOf } from '../../../lib/pagination';
import { useUrlList } from '../../../lib/use-url-list';

/** How many changes a row shows before "Xem thêm". */
const SHOWN_CHANGES = 5;

const entityOptions = Object.entries(auditEntityNames).map(([value, name]) => ({
  value,
  label: name.charAt(0).toUpperCase() + name.slice(1),
}));

/** "admin@x.vn duyệt yêu cầu rút tiền #12", the actor in bold. */
function Sentence({ row }: { row: AuditRow }) {
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <Typography.Text strong>{row.ActorEmail}</Typography.Text> {auditActionText(row)}
    </div>
  );
}

/** The changed fields, one a line: "Trạng thái: Chờ duyệt → Đã duyệt". */
function Changes({ row }: { row: AuditRow }) {
  const [all, setAll] = useState(false);
  const changes = auditChanges(row);
  if (changes.length === 0) return null;
  const shown = all ? changes : changes.slice(0, SHOWN_CHANGES);
  const hidden = changes.length - shown.length;
  return (
    <>
      <ul
        style={{
          margin: '4px 0 0',
          paddingLeft: 18,
          overflowWrap: 'anywhere',
        }}
      >
        {shown.map((change, index) => (
          <li key={index}>
            <Typography.Text type="secondary">{change.label}:</Typography.Text>{' '}
            {change.before !== undefined && (
              <>
                <span>{change.before}</span>
                {' → '}
              </>
            )}
            <Typography.Text strong>{change.after}</Typography.Text>
          </li>
        ))}
      </ul>
      {changes.length > SHOWN_CHANGES && (
        <Button type="link" size="small" style={{ paddingLeft: 0 }} onClick={() => setAll(!all)}>
          {all ? 'Thu gọn' : `Xem thêm ${hidden} thay đổi`}
        </Button>
      )}
    </>
  );
}

const columns: TableColumnsType<AuditRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: 'Nội dung',
    key: 'sentence',
    render: (_, row) => (
      <>
        <Sentence row={row} />
        <Changes row={row} />
      </>
    ),
  },
];

const compact: TableColumnsType<AuditRow> = [
  {
    title: 'Thao tác',
    key: 'all',
    render: (_, row) => (
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.CreatedDate)}
        </Typography.Text>
        <Sentence row={row} />
        <Changes row={row} />
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
          initialValues={{
            entity: list.filter.entity || undefined,
            entityId: list.filter.entityId,
          }}
          style={{ rowGap: 12, marginBottom: 16 }}
          onFinish={(values: { entity?: string; entityId?: string }) =>
            list.set({
              entity: values.entity ?? '',
              entityId: values.entityId?.trim() ?? '',
            })
          }
        >
          <Form.Item label="Đối tượng" name="entity">
            <Select
              allowClear
              placeholder="Tất cả"
              options={entityOptions}
              style={{ minWidth: wide ? 220 : undefined }}
            />
          </Form.Item>
          <Form.Item label="Mã đối tượng" name="entityId">
            <Input allowClear placeholder="Ví dụ: KH000123" maxLength={50} />
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
          pagination={paginationOf(list.paging(data?.Total ?? 0), wide, 'thao tác')}
          locale={{ emptyText: 'Chưa có bản ghi nào' }}
        />
      </Card>
    </>
  );
}
