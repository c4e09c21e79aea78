import { Tag, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, labelOf, messageTypeNames, type MessageRow } from '@app/shared';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import type { Paging } from '../../../lib/pagination';
import { selectAllTitle } from '../../../components/table-columns';

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
        <SpreadRow tight>
          {typeTag(row)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
        </SpreadRow>
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
  return (
    <ResponsiveTable<MessageRow>
      rows={props.rows}
      columns={columns}
      compact={compactColumns}
      // The header stays on a phone too: its box ticks every message of the page.
      showHeader
      loading={props.loading}
      scrollX={640}
      paging={{ ...props, noun: 'thông báo' }}
      emptyText="Không có thông báo"
      rowSelection={{
        columnTitle: selectAllTitle,
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
      }}
      onRow={(row) => ({ onClick: () => props.onOpen(row), style: { cursor: 'pointer' } })}
    />
  );
}
