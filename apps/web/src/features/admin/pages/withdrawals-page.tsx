import { Button, Card, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RequestStatus, formatDateTime, formatVnd, type AdminWithdrawalRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { withdrawalsQuery } from '../api/get-requests';
import { RejectModal } from '../components/reject-modal';
import { RequestFilter } from '../components/request-filter';
import { StatusTag } from '../components/status-tag';
import { useRequestQueue } from '../components/use-request-queue';

const customer = (row: AdminWithdrawalRow) => (
  <div>
    <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.CustomerEmail}
      </Typography.Text>
    </div>
  </div>
);

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
  const wide = Grid.useBreakpoint().md !== false;
  const { data, isFetching } = useQuery(withdrawalsQuery(queue.query));

  const actions = (row: AdminWithdrawalRow) =>
    row.Status === RequestStatus.Pending ? (
      <Space wrap>
        <Button
          type="primary"
          size="small"
          onClick={() => void queue.approve(row, approveQuestion(row))}
        >
          Duyệt
        </Button>
        <Button size="small" danger onClick={() => queue.setRejecting(row)}>
          Từ chối
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<AdminWithdrawalRow> = [
    { title: 'Mã yêu cầu', dataIndex: 'Code', width: 120 },
    { title: 'Khách hàng', dataIndex: 'CustomerCode', render: (_, row) => customer(row) },
    {
      title: 'Số tiền',
      dataIndex: 'Amount',
      align: 'right',
      width: 140,
      render: (_, row) => <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>,
    },
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
    {
      title: 'Thời gian tạo',
      dataIndex: 'CreatedDate',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 110,
      render: (_, row) => <StatusTag row={row} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => actions(row),
    },
  ];

  const compact: TableColumnsType<AdminWithdrawalRow> = [
    {
      title: 'Yêu cầu rút tiền',
      key: 'all',
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
            <StatusTag row={row} />
          </div>
          {customer(row)}
          <Typography.Text type="secondary">Số dư: {formatVnd(row.Balance)}</Typography.Text>
          {bank(row)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.Code} · {formatDateTime(row.CreatedDate)}
          </Typography.Text>
          {actions(row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Rút tiền chờ duyệt
      </Typography.Title>
      <Card>
        <RequestFilter value={queue.list.filter} onSearch={queue.list.set} />
        <Table<AdminWithdrawalRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          {...(wide && { scroll: { x: 1100 } })}
          pagination={{
            current: queue.list.page,
            pageSize: queue.list.take,
            total: data?.Total ?? 0,
            showSizeChanger: wide,
            size: wide ? 'medium' : 'small',
            showTotal: (total) => `Tổng ${total} yêu cầu`,
            onChange: queue.list.setPage,
          }}
          locale={{ emptyText: 'Không có yêu cầu rút tiền' }}
        />
      </Card>
      <RejectModal
        subject={queue.rejectSubject}
        saving={queue.review.isPending}
        onReject={queue.reject}
        onClose={() => queue.setRejecting(null)}
      />
    </>
  );
}
