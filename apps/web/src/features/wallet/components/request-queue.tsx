import type { ReactNode } from 'react';
import { Button, Grid, Space, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RequestStatus, formatDateTime, formatVnd } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { CellLine } from '../../../components/cell-line';
import { ConsoleList, DateRangeFilter } from '../../../components/console-list';
import type { RequestKind } from '../api/review-request';
import { ReasonModal } from '../../../components/reason-modal';
import { RequestStatusTag } from './request-status-tag';
import { useRequestQueue, type QueueDays } from './use-request-queue';

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
  CustomerName: string;
}

interface Props<Row extends QueueRow> {
  kind: RequestKind;
  title: string;
  /** Heading of the single column phones get. */
  compactTitle: string;
  emptyText: string;
  /** What the search box finds, as its placeholder says. */
  searchPlaceholder: string;
  /**
   * Columns between the amount and the status, which differ per kind of request; their widths
   * are fixed, the customer column takes what is left.
   */
  details: TableColumnsType<Row>;
  /** A line under the request's code and time (the customer's note). */
  requestNote?: (row: Row) => ReactNode;
  /** A line under the amount (the balance it is paid from). */
  amountNote?: (row: Row) => ReactNode;
  /** Lines a phone shows between the customer and the code. */
  compactDetails: (row: Row) => ReactNode;
  /** The confirmation text: it tells the reviewer what money moves where. */
  approveQuestion: (row: Row) => string;
}

/**
 * Below this width the table scrolls inside its card (a narrow tablet); on a 1366 px laptop with
 * the menu open the table has about 1030 px, and the queues fit it with room to spare.
 */
const MIN_TABLE_WIDTH = 880;

const customer = (row: QueueRow) => (
  <>
    <CellLine text={row.CustomerCode}>
      <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>
    </CellLine>
    {row.CustomerName && <CellLine text={row.CustomerName} />}
    <CellLine text={row.CustomerEmail} secondary />
  </>
);

/**
 * The deposit and withdrawal queues are one screen with different detail columns: a console list
 * (status tabs with counts, the search and the days, the export, the table: one column on
 * phones), approve / reject and the refusal modal.
 */
export function RequestQueue<Row extends QueueRow>({
  kind,
  title,
  compactTitle,
  emptyText,
  searchPlaceholder,
  details,
  requestNote,
  amountNote,
  compactDetails,
  approveQuestion,
}: Props<Row>) {
  const wide = Grid.useBreakpoint().md !== false;
  const queue = useRequestQueue<Row>(kind);
  const { list } = queue.source;
  const actions = (row: Row) => (
    <Space size={6} wrap>
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
    {
      title: 'Yêu cầu',
      dataIndex: 'Code',
      width: 140,
      render: (_, row) => (
        <>
          <CellLine text={row.Code} strong />
          <CellLine text={formatDateTime(row.CreatedDate)} secondary />
          {requestNote?.(row)}
        </>
      ),
    },
    { title: 'Khách hàng', dataIndex: 'CustomerCode', render: (_, row) => customer(row) },
    {
      title: 'Số tiền',
      dataIndex: 'Amount',
      align: 'right',
      width: 140,
      render: (_, row) => (
        <>
          <CellLine text={formatVnd(row.Amount)} strong />
          {amountNote?.(row)}
        </>
      ),
    },
    ...details,
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 110,
      render: (_, row) => <RequestStatusTag row={row} />,
    },
    { title: 'Thao tác', key: 'actions', width: 156, render: (_, row) => actions(row) },
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
          <div>{customer(row)}</div>
          {compactDetails(row)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.Code} · {formatDateTime(row.CreatedDate)}
          </Typography.Text>
          {requestNote?.(row)}
          {actions(row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ConsoleList<Row, QueueDays>
        title={title}
        source={queue.source}
        placeholder={searchPlaceholder}
        filters={
          <DateRangeFilter
            wide={wide}
            from={list.filter.from}
            end={list.filter.end}
            onChange={(from, end) => list.set({ ...list.filter, from, end })}
          />
        }
        table={{
          columns,
          compact,
          scrollX: MIN_TABLE_WIDTH,
          // Columns keep their widths whatever their text: cells cut long text to one line.
          tableLayout: 'fixed',
          noun: 'yêu cầu',
          emptyText: list.filter.keyword ? 'Không tìm thấy yêu cầu nào' : emptyText,
        }}
      />
      <ReasonModal
        open={queue.rejectSubject !== null}
        title="Từ chối yêu cầu"
        okText="Từ chối"
        name="reject-request"
        saving={queue.review.isPending}
        onSubmit={queue.reject}
        onClose={() => queue.setRejecting(null)}
      >
        <p style={{ marginTop: 0 }}>Từ chối {queue.rejectSubject}.</p>
      </ReasonModal>
    </>
  );
}
