import { Button, Typography, type TableColumnsType } from 'antd';
import {
  RequestStatus,
  formatDateTime,
  movesFrom,
  withdrawalMachine,
  type WithdrawalRow,
} from '@app/shared';
import type { Paging } from '../../../lib/pagination';
import { RequestStatusTag } from './request-status-tag';
import { codeAndAmount, leadColumns, RequestTable } from './request-table-parts';

interface Props extends Paging {
  rows: WithdrawalRow[];
  loading: boolean;
  cancelling: boolean;
  onCancel: (row: WithdrawalRow) => void;
}

const account = (row: WithdrawalRow) => (
  <>
    <div>{row.BankName}</div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.AccountNumber} · {row.AccountName}
    </Typography.Text>
  </>
);

export function WithdrawalTable({ cancelling, onCancel, ...props }: Props) {
  // The customer may take back only what the shared transition table allows (a pending request).
  const cancelButton = (row: WithdrawalRow) =>
    movesFrom(withdrawalMachine, row.Status, 'customer').includes(RequestStatus.Cancelled) ? (
      <Button size="small" danger loading={cancelling} onClick={() => onCancel(row)}>
        Hủy
      </Button>
    ) : null;

  const compactColumns: TableColumnsType<WithdrawalRow> = [
    {
      title: 'Yêu cầu',
      dataIndex: 'Code',
      render: (_, row) => (
        <div>
          {codeAndAmount(row)}
          <div style={{ marginTop: 4 }}>{account(row)}</div>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 8,
              marginTop: 4,
            }}
          >
            <RequestStatusTag row={row} />
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {formatDateTime(row.CreatedDate)}
            </Typography.Text>
            {cancelButton(row)}
          </div>
        </div>
      ),
    },
  ];

  const columns: TableColumnsType<WithdrawalRow> = [
    ...leadColumns<WithdrawalRow>(),
    { title: 'Tài khoản nhận', dataIndex: 'BankName', render: (_, row) => account(row) },
    { title: 'Ghi chú', dataIndex: 'Note' },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 170,
      render: (_, row) => <RequestStatusTag row={row} />,
    },
    { title: '', key: 'actions', width: 80, render: (_, row) => cancelButton(row) },
  ];

  return (
    <RequestTable<WithdrawalRow>
      {...props}
      columns={columns}
      compactColumns={compactColumns}
      scrollX={900}
      emptyText="Chưa có yêu cầu rút tiền"
    />
  );
}
