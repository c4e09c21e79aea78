import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, type AdminWithdrawalRow } from '@app/shared';
import { withdrawalQueueQuery } from '../api/get-request-queues';
import { RequestQueue } from '../components/request-queue';
import { useRequestQueue } from '../components/use-request-queue';

const bank = (row: AdminWithdrawalRow) => (
  <div>
    {row.BankName}
    <div>
      <Typography.Text copyable>{row.AccountNumber}</Typography.Text>
    </div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.AccountName}
    </Typography.Text>
  </div>
);

const approveQuestion = (row: AdminWithdrawalRow) =>
  [
    `Duyệt yêu cầu rút tiền ${row.Code} của khách hàng ${row.CustomerCode} (${row.CustomerEmail})?`,
    `Số tiền cần chuyển: ${formatVnd(row.Amount)}`,
    `Đến: ${row.BankName} - ${row.AccountNumber} - ${row.AccountName}`,
    `Số dư hiện tại của khách: ${formatVnd(row.Balance)}`,
  ].join('\n');

export default function WithdrawalsPage() {
  const queue = useRequestQueue('withdrawals');
  const { data, isFetching } = useQuery(withdrawalQueueQuery(queue.query));

  return (
    <RequestQueue<AdminWithdrawalRow>
      queue={queue}
      title="Rút tiền chờ duyệt"
      compactTitle="Yêu cầu rút tiền"
      emptyText="Không có yêu cầu rút tiền"
      rows={data?.Items ?? []}
      total={data?.Total ?? 0}
      loading={isFetching}
      scrollX={1100}
      approveQuestion={approveQuestion}
      details={[
        {
          title: 'Số dư hiện tại',
          dataIndex: 'Balance',
          align: 'right',
          width: 140,
          render: (_, row) => (
            <Typography.Text type={row.Balance < row.Amount ? 'danger' : undefined}>
              {formatVnd(row.Balance)}
            </Typography.Text>
          ),
        },
        { title: 'Tài khoản nhận', dataIndex: 'AccountNumber', render: (_, row) => bank(row) },
        { title: 'Ghi chú', dataIndex: 'Note', render: (value: string) => value || '—' },
      ]}
      compactDetails={(row) => (
        <>
          <Typography.Text type="secondary">Số dư: {formatVnd(row.Balance)}</Typography.Text>
          {bank(row)}
        </>
      )}
    />
  );
}
