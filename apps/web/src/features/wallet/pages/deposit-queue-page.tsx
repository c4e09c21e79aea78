import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, type AdminDepositRow } from '@app/shared';
import { depositQueueQuery } from '../api/get-request-queues';
import { RequestQueue } from '../components/request-queue';
import { useRequestQueue } from '../components/use-request-queue';

const bank = (row: AdminDepositRow) =>
  row.BankAccount ? (
    <div>
      {row.BankAccount.BankName}
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.BankAccount.AccountNumber}
        </Typography.Text>
      </div>
    </div>
  ) : (
    '—'
  );

const approveQuestion = (row: AdminDepositRow) =>
  `Duyệt yêu cầu nạp ${formatVnd(row.Amount)} cho khách hàng ${row.CustomerCode} (${row.CustomerEmail})? Số tiền sẽ được cộng vào ví của khách.`;

export default function DepositsPage() {
  const queue = useRequestQueue('deposits');
  const { data, isFetching } = useQuery(depositQueueQuery(queue.query));

  return (
    <RequestQueue<AdminDepositRow>
      queue={queue}
      title="Nạp tiền chờ duyệt"
      compactTitle="Yêu cầu nạp tiền"
      emptyText="Không có yêu cầu nạp tiền"
      rows={data?.Items ?? []}
      total={data?.Total ?? 0}
      loading={isFetching}
      scrollX={1000}
      approveQuestion={approveQuestion}
      details={[
        {
          title: 'Nội dung chuyển khoản',
          dataIndex: 'TransferContent',
          render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
        },
        { title: 'Ngân hàng nhận', dataIndex: 'BankAccount', render: (_, row) => bank(row) },
      ]}
      compactDetails={(row) => <Typography.Text copyable>{row.TransferContent}</Typography.Text>}
    />
  );
}
