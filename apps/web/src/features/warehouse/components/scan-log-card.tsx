import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import type { ScanEntry } from '../lib/scan-log';
import { PendingText } from './pending-text';

/** Under a scan's line in the log: the spinner while it is sent, the server's refusal after. */
export function ScanEntryState({
  entry,
  pendingText,
}: {
  entry: ScanEntry<unknown, unknown>;
  pendingText: string;
}) {
  if (entry.state === 'saving') return <PendingText text={pendingText} />;
  if (entry.state === 'failed') {
    return (
      <div>
        <Typography.Text type="danger">{entry.error}</Typography.Text>
      </div>
    );
  }
  return null;
}

interface Props<Entry extends ScanEntry<unknown, unknown>> {
  title: ReactNode;
  entries: Entry[];
  columns: TableColumnsType<Entry>;
  /** The question before the list is cleared from the screen (the parcels stay saved). */
  clearTitle: string;
  clearDescription: string;
  onClear: () => void;
  pageSize: number;
  footer?: () => ReactNode;
  style?: CSSProperties;
  /** Under the list. */
  children?: ReactNode;
}

/** What a scan screen did during the shift, newest first, refused scans in red. */
export function ScanLogCard<Entry extends ScanEntry<unknown, unknown>>({
  title,
  entries,
  columns,
  clearTitle,
  clearDescription,
  onClear,
  pageSize,
  footer,
  style,
  children,
}: Props<Entry>) {
  return (
    <Card
      style={style}
      title={title}
      extra={
        entries.length > 0 && (
          <Popconfirm
            title={clearTitle}
            description={clearDescription}
            okText="Xóa"
            cancelText="Hủy"
            onConfirm={onClear}
          >
            <Button size="small" type="link">
              Xóa danh sách
            </Button>
          </Popconfirm>
        )
      }
    >
      <Table<Entry>
        rowKey="key"
        size="small"
        showHeader={false}
        columns={columns}
        dataSource={entries}
        pagination={{ pageSize, size: 'small', hideOnSinglePage: true }}
        onRow={(entry) => (entry.state === 'failed' ? { style: { background: '#fff1f0' } } : {})}
        locale={{ emptyText: 'Chưa nhận kiện nào trong ca này' }}
        footer={footer}
      />
      {children}
    </Card>
  );
}
