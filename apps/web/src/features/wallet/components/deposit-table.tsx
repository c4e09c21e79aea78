import { Typography, type TableColumnsType } from 'antd';
import { RequestStatus, formatDateTime, type DepositRow } from '@app/shared';
import type { Paging } from '../../../lib/pagination';
import { RequestStatusTag } from './request-status-tag';
import { codeAndAmount, leadColumns, RequestTable } from './request-table-parts';

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

export function DepositTable({ onOpen, ...props }: Props) {
  return (
    <RequestTable<DepositRow>
      {...props}
      columns={columns}
      compactColumns={compactColumns}
      scrollX={820}
      emptyText="Chưa có yêu cầu nạp tiền"
      onRow={(row) =>
        pending(row) ? { onClick: () => onOpen(row), style: { cursor: 'pointer' } } : {}
      }
    />
  );
}
