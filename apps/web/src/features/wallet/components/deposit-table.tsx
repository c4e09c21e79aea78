import { Grid, Table, Typography, type TableColumnsType } from 'antd';
import { RequestStatus, formatDateTime, type DepositRow } from '@app/shared';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { RequestStatusTag } from './request-status-tag';
import { codeAndAmount, leadColumns } from './request-table-parts';

interface Props extends Paging {
  rows: DepositRow[];
  loading: boolean;
  onOpen: (row: DepositRow) => void;
}

const pending = (row: DepositRow) => row.Status === RequestStatus.Pending;

const compactColumns: TableColumnsType<DepositRow> = [
  {
    title: 'Yêu cầu',
    dataIndex: 'Code',
    render: (_, row) => (
      <div>
        {codeAndAmount(row)}
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginTop: 4 }}>
          <RequestStatusTag row={row} />
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {formatDateTime(row.CreatedDate)}
          </Typography.Text>
        </div>
        {pending(row) && (
          <Typography.Link style={{ fontSize: 12 }}>Xem mã QR chuyển khoản</Typography.Link>
        )}
      </div>
    ),
  },
];

const columns: TableColumnsType<DepositRow> = [
  ...leadColumns<DepositRow>(),
  { title: 'Nội dung chuyển khoản', dataIndex: 'TransferContent' },
  {
    title: 'Tài khoản nhận',
    dataIndex: 'BankAccount',
    render: (_, row) =>
      row.BankAccount ? `${row.BankAccount.BankName} · ${row.BankAccount.AccountNumber}` : '',
  },
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    width: 170,
    render: (_, row) => (
      <>
        <RequestStatusTag row={row} />
        {pending(row) && <Typography.Link style={{ fontSize: 12 }}>Xem mã QR</Typography.Link>}
      </>
    ),
  },
];

export function DepositTable({ rows, loading, onOpen, ...paging }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Table<DepositRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compactColumns}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: 820 } })}
      onRow={(row) =>
        pending(row) ? { onClick: () => onOpen(row), style: { cursor: 'pointer' } } : {}
      }
      pagination={paginationOf(paging, wide, 'yêu cầu')}
      locale={{ emptyText: 'Chưa có yêu cầu nạp tiền' }}
    />
  );
}
