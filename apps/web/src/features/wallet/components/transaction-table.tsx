import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  formatDateTime,
  formatVnd,
  labelOf,
  transactionTypeNames,
  type TransactionRow,
} from '@app/shared';
import { SignedAmount } from '../../../components/signed-amount';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { useWideScreen } from '../../../lib/use-wide-screen';

interface Props extends Paging {
  rows: TransactionRow[];
  loading: boolean;
}

const typeTag = (row: TransactionRow) => (
  <Tag color={row.Amount < 0 ? 'volcano' : 'green'}>
    {row.TypeName || labelOf(transactionTypeNames, row.Type)}
  </Tag>
);

/** Phones: each transaction as a small card, so nothing scrolls sideways. */
const compactColumns: TableColumnsType<TransactionRow> = [
  {
    title: 'Giao dịch',
    dataIndex: 'Id',
    render: (_, row) => (
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          {typeTag(row)}
          <SignedAmount amount={row.Amount} />
        </div>
        {row.OrderCode && <div style={{ marginTop: 4, fontWeight: 500 }}>{row.OrderCode}</div>}
        {row.Note && <div style={{ marginTop: 2 }}>{row.Note}</div>}
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Số dư: {formatVnd(row.BalanceAfter)}
          </Typography.Text>
        </div>
      </div>
    ),
  },
];

const columns: TableColumnsType<TransactionRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 140,
    render: (_, row) => formatDateTime(row.CreatedDate),
  },
  { title: 'Loại giao dịch', dataIndex: 'Type', width: 190, render: (_, row) => typeTag(row) },
  { title: 'Mã', dataIndex: 'OrderCode', width: 150 },
  { title: 'Nội dung', dataIndex: 'Note' },
  {
    title: 'Số tiền',
    dataIndex: 'Amount',
    width: 150,
    align: 'right',
    render: (_, row) => <SignedAmount amount={row.Amount} />,
  },
  {
    title: 'Số dư sau giao dịch',
    dataIndex: 'BalanceAfter',
    width: 170,
    align: 'right',
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatVnd(row.BalanceAfter)}</span>,
  },
];

export function TransactionTable(props: Props) {
  const wide = useWideScreen();
  return (
    <Table<TransactionRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compactColumns}
      showHeader={wide}
      dataSource={props.rows}
      loading={props.loading}
      {...(wide && { scroll: { x: 900 } })}
      pagination={paginationOf(props, wide, 'giao dịch')}
      locale={{ emptyText: 'Chưa có giao dịch' }}
    />
  );
}
