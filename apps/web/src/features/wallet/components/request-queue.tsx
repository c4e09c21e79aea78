import type { ReactNode } from 'react';
import { Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequestStatus, formatDateTime, formatVnd } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { RejectModal } from './reject-modal';
import { RequestFilter } from './request-filter';
import { RequestStatusTag } from './request-status-tag';
import { RequestTable } from './request-table-parts';
import type { useRequestQueue } from './use-request-queue';

/** What the deposit and withdrawal queues have in common: the row a reviewer acts on. */
export interface QueueRow {
  Id: number;
  Code: string;
  Amount: number;
  Status: number;
  StatusName: string;
  RejectReason: string;
  CreatedDate: string;
  CustomerId: number;
  CustomerCode: string;
  CustomerEmail: string;
}

interface Props<Row extends QueueRow> {
  queue: ReturnType<typeof useRequestQueue>;
  title: string;
  /** Heading of the single column phones get. */
  compactTitle: string;
  emptyText: string;
  rows: Row[];
  total: number;
  loading: boolean;
  /** Columns between the amount and the creation time, which differ per kind of request. */
  details: TableColumnsType<Row>;
  /** Lines a phone shows between the customer and the code. */
  compactDetails: (row: Row) => ReactNode;
  /** The confirmation text: it tells the reviewer what money moves where. */
  approveQuestion: (row: Row) => string;
  scrollX: number;
}

const customer = (row: QueueRow) => (
  <div>
    <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.CustomerEmail}
      </Typography.Text>
    </div>
  </div>
);

/**
 * The deposit and withdrawal queues are one screen with different detail columns: the filter,
 * the table (a one-column list on phones), approve / reject and the refusal modal.
 */
export function RequestQueue<Row extends QueueRow>({
  queue,
  title,
  compactTitle,
  emptyText,
  rows,
  total,
  loading,
  details,
  compactDetails,
  approveQuestion,
  scrollX,
}: Props<Row>) {
  const actions = (row: Row) => (
    <Space wrap>
      {queue.canMove(row, RequestStatus.Approved) && (
        <Button
          type="primary"
          size="small"
          onClick={() => void queue.approve(row, approveQuestion(row))}
        >
          Duyệt
        </Button>
      )}
      {queue.canMove(row, RequestStatus.Rejected) && (
        <Button size="small" danger onClick={() => queue.setRejecting(row)}>
          Từ chối
        </Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<Row> = [
    { title: 'Mã yêu cầu', dataIndex: 'Code', width: 120 },
    { title: 'Khách hàng', dataIndex: 'CustomerCode', render: (_, row) => customer(row) },
    {
      title: 'Số tiền',
      dataIndex: 'Amount',
      align: 'right',
      width: 140,
      render: (_, row) => <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>,
    },
    ...details,
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
      render: (_, row) => <RequestStatusTag row={row} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => actions(row),
    },
  ];

  const compact: TableColumnsType<Row> = [
    {
      title: compactTitle,
      key: 'all',
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
            <RequestStatusTag row={row} />
          </div>
          {customer(row)}
          {compactDetails(row)}
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
      <PageHeading>{title}</PageHeading>
      <Card>
        <RequestFilter value={queue.list.filter} onSearch={queue.list.set} />
        <RequestTable<Row>
          rows={rows}
          loading={loading}
          columns={columns}
          compactColumns={compact}
          scrollX={scrollX}
          emptyText={emptyText}
          {...queue.list.paging(total)}
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
