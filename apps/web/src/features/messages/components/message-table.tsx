import { Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, labelOf, messageTypeNames, type MessageRow } from '@app/shared';
import { paginationOf, type Paging } from '../../../lib/pagination';

interface Props extends Paging {
  rows: MessageRow[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (row: MessageRow) => void;
}

const weight = (row: MessageRow) => (row.IsRead ? 400 : 600);

const typeTag = (row: MessageRow) => (
  <Tag color={row.IsRead ? 'default' : 'red'}>
    {row.MessageTypeName || labelOf(messageTypeNames, row.MessageType)}
  </Tag>
);

/** Phones: one column holding type, date, note and state, so nothing scrolls sideways. */
const compactColumns: TableColumnsType<MessageRow> = [
  {
    title: 'Thông báo',
    dataIndex: 'Note',
    render: (_, row) => (
      <div style={{ fontWeight: weight(row) }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          {typeTag(row)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
        </div>
        <div style={{ marginTop: 4 }}>{row.Note}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.IsRead ? 'Đã đọc' : 'Chưa đọc'}
        </Typography.Text>
      </div>
    ),
  },
];

const columns: TableColumnsType<MessageRow> = [
  {
    title: 'Loại',
    dataIndex: 'MessageType',
    width: 130,
    render: (_, row) => typeTag(row),
  },
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (_, row) => (
      <span style={{ fontWeight: weight(row) }}>{formatDateTime(row.CreatedDate)}</span>
    ),
  },
  {
    title: 'Nội dung',
    dataIndex: 'Note',
    render: (_, row) => <span style={{ fontWeight: weight(row) }}>{row.Note}</span>,
  },
  {
    title: 'Trạng thái',
    dataIndex: 'IsRead',
    width: 110,
    render: (_, row) =>
      row.IsRead ? (
        <Typography.Text type="secondary">Đã đọc</Typography.Text>
      ) : (
        <Typography.Text strong>Chưa đọc</Typography.Text>
      ),
  },
];

export function MessageTable(props: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<MessageRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compactColumns}
      dataSource={props.rows}
      loading={props.loading}
      {...(wide && { scroll: { x: 640 } })}
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
      }}
      onRow={(row) => ({ onClick: () => props.onOpen(row), style: { cursor: 'pointer' } })}
      pagination={paginationOf(props, wide, 'thông báo')}
      locale={{ emptyText: 'Không có thông báo' }}
    />
  );
}
