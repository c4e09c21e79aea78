import { Button, Card, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RequestStatus, formatDateTime, formatVnd, type AdminDepositRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { depositsQuery } from '../api/get-requests';
import { RejectModal } from '../components/reject-modal';
import { RequestFilter } from '../components/request-filter';
import { StatusTag } from '../components/status-tag';
import { useRequestQueue } from '../components/use-request-queue';

const customer = (row: AdminDepositRow) => (
  <div>
    <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.CustomerEmail}
      </Typography.Text>
    </div>
  </div>
);

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

export default function DepositsPage() {
  const queue = useRequestQueue('deposits');
  const wide = Grid.useBreakpoint().md !== false;
  const { data, isFetching } = useQuery(depositsQuery(queue.query));

  const actions = (row: AdminDepositRow) =>
    row.Status === RequestStatus.Pending ? (
      <Space wrap>
        <Button
          type="primary"
          size="small"
          onClick={() =>
            void queue.approve(
              row,
              `Duyệt yêu cầu nạp ${formatVnd(row.Amount)} cho khách hàng ${row.CustomerCode} (${row.CustomerEmail})? Số tiền sẽ được cộng vào ví của khách.`,
            )
          }
        >
          Duyệt
        </Button>
        <Button size="small" danger onClick={() => queue.setRejecting(row)}>
          Từ chối
        </Button>
      </Space>
    ) : null;

  const columns: TableColumnsType<AdminDepositRow> = [
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
      title: 'Nội dung chuyển khoản',
      dataIndex: 'TransferContent',
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    { title: 'Ngân hàng nhận', dataIndex: 'BankAccount', render: (_, row) => bank(row) },
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

  const compact: TableColumnsType<AdminDepositRow> = [
    {
      title: 'Yêu cầu nạp tiền',
      key: 'all',
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
            <StatusTag row={row} />
          </div>
          {customer(row)}
          <Typography.Text copyable>{row.TransferContent}</Typography.Text>
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
        Nạp tiền chờ duyệt
      </Typography.Title>
      <Card>
        <RequestFilter value={queue.list.filter} onSearch={queue.list.set} />
        <Table<AdminDepositRow>
          rowKey="Id"
          size="middle"
          columns={wide ? columns : compact}
          dataSource={data?.Items ?? []}
          loading={isFetching}
          {...(wide && { scroll: { x: 1000 } })}
          pagination={{
            current: queue.list.page,
            pageSize: queue.list.take,
            total: data?.Total ?? 0,
            showSizeChanger: wide,
            size: wide ? 'medium' : 'small',
            showTotal: (total) => `Tổng ${total} yêu cầu`,
            onChange: queue.list.setPage,
          }}
          locale={{ emptyText: 'Không có yêu cầu nạp tiền' }}
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
