import { Button, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { RequestStatus, formatDateTime, type WithdrawalRow } from '@app/shared';
import { paginationOf, type Paging } from '../../../lib/pagination';
import { RequestStatusTag } from './request-status-tag';
import { codeAndAmount, leadColumns } from './request-table-parts';

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

export function WithdrawalTable({ rows, loading, cancelling, onCancel, ...paging }: Props) {
  const wide = Grid.useBreakpoint().md !== false;
  const cancelButton = (row: WithdrawalRow) =>
    row.Status === RequestStatus.Pending ? (
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
    <Table<WithdrawalRow>
      rowKey="Id"
      size="middle"
      columns={wide ? columns : compactColumns}
      showHeader={wide}
      dataSource={rows}
      loading={loading}
      {...(wide && { scroll: { x: 900 } })}
      pagination={paginationOf(paging, wide, 'yêu cầu')}
      locale={{ emptyText: 'Chưa có yêu cầu rút tiền' }}
    />
  );
}
