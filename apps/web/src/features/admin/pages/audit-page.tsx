import { useState } from 'react';
import { Button, Form, Input, Select, Typography, type TableColumnsType } from 'antd';
import {
  AuditKind,
  auditActionText,
  auditChanges,
  auditEntityNames,
  auditKindNames,
  formatDateTime,
  type AuditRow,
} from '@app/shared';
import { ALL_TAB, ConsoleList, statusTabs, useConsoleList } from '../../../components/console-list';
import { adminKeys } from '../../../lib/query-keys';
import { compactColumn } from '../../../components/table-columns';
import { useWideScreen } from '../../../lib/use-wide-screen';

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

const compact = compactColumn<AuditRow>('Thao tác', (row) => (
  <>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatDateTime(row.CreatedDate)}
    </Typography.Text>
    <Sentence row={row} />
    <Changes row={row} />
  </>
));

/** Every kind of record, then every row: a log has no work waiting, so it opens on all of it. */
const tabs = statusTabs(
  Object.values(AuditKind).filter((kind) => kind !== AuditKind.Other),
  auditKindNames,
);

/** The log's own filters besides the tab and the keyword: which kind of record, and which one. */
type AuditFilters = { entity: string; entityId: string };

export default function AuditPage() {
  const wide = useWideScreen();
  const source = useConsoleList<AuditRow, AuditFilters>({
    path: 'admin/audit',
    queryKey: adminKeys.audit,
    statusKey: 'kind',
    tabs,
    defaultTab: ALL_TAB,
    filters: { entity: '', entityId: '' },
  });
  const { list } = source;
  return (
    <>
      <ConsoleList<AuditRow, AuditFilters>
        title="Nhật ký thao tác"
        source={source}
        placeholder="Mã hoặc số (DH, KI, NT…), nhân viên"
        searchWidth={300}
        filters={
          <>
            <Form.Item label="Đối tượng">
              <Select
                aria-label="Đối tượng"
                allowClear
                placeholder="Tất cả"
                options={entityOptions}
                value={list.filter.entity || undefined}
                onChange={(entity?: string) => list.set({ ...list.filter, entity: entity ?? '' })}
                style={{ width: wide ? 200 : '100%' }}
              />
            </Form.Item>
            <Form.Item label="Mã đối tượng">
              <Input.Search
                key={list.filter.entityId}
                aria-label="Mã đối tượng"
                allowClear
                defaultValue={list.filter.entityId}
                placeholder="Ví dụ: KH000123"
                maxLength={50}
                onSearch={(entityId) => list.set({ ...list.filter, entityId: entityId.trim() })}
                style={wide ? { width: 180 } : undefined}
              />
            </Form.Item>
          </>
        }
        table={{ columns, compact, noun: 'thao tác', emptyText: 'Chưa có bản ghi nào' }}
      />
    </>
  );
}
