import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, labelOf, messageTypeNames, type MessageRow } from '@app/shared';

interface Props {
  rows: MessageRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (row: MessageRow) => void;
}

const weight = (row: MessageRow) => (row.IsRead ? 400 : 600);

const columns: TableColumnsType<MessageRow> = [
  {
    title: 'Loại',
    dataIndex: 'MessageType',
    width: 130,
    render: (_, row) => (
      <Tag color={row.IsRead ? 'default' : 'red'}>
        {row.MessageTypeName || labelOf(messageTypeNames, row.MessageType)}
      </Tag>
    ),
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
    <Table<MessageRow>
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 640 }}
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
      }}
      onRow={(row) => ({ onClick: () => props.onOpen(row), style: { cursor: 'pointer' } })}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        showTotal: (total) => `Tổng ${total} thông báo`,
        onChange: props.onPage,
      }}
      locale={{ emptyText: 'Không có thông báo' }}
    />
  );
}
