import type { ReactNode } from 'react';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  BankTransferStatus,
  formatNumber,
  formatVnd,
  type ReconciliationReport as Report,
} from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { Note } from '../../../components/cell-note';
import { reconciliationQuery, type ReportQuery } from '../api/reports';
import { periodLabel } from '../lib/report-period';
import { ReportHead } from './report-head';
import { ReportState } from './report-states';

type Figures = Report['Totals'];
type Row = Figures & { Period: string };

/** The bank transfers list on its "Chưa khớp" tab: where the unmatched ones are handled. */
const unmatchedTransfersPath = `${adminPaths.bankTransfers}?tab=${BankTransferStatus.Unmatched}`;

const WARNING_BG = '#fffbe6';
const DANGER_BG = '#fff1f0';

/** A figure that needs someone to look: on a tinted patch, in its row and in the totals alike. */
const flagged = (background: string, children: ReactNode) => (
  <span
    style={{
      display: 'inline-block',
      background,
      borderRadius: 4,
      padding: '2px 6px',
      margin: '-2px -6px',
    }}
  >
    {children}
  </span>
);

const money = (value: number) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(value)}</span>
);

/** Money still waiting for staff: a link to the queue, on a highlighted cell. */
function Unmatched({ row }: { row: Figures }) {
  if (row.UnmatchedCount === 0) return money(row.Unmatched);
  return flagged(
    WARNING_BG,
    <>
      <Link to={unmatchedTransfersPath} title="Mở danh sách giao dịch chưa khớp">
        <strong>{money(row.Unmatched)}</strong>
      </Link>
      <div>
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {formatNumber(row.UnmatchedCount)} giao dịch chờ xử lý
        </Typography.Text>
      </div>
    </>,
  );
}

/** Matched transfers whose credit differs from the bank's amount: red, to be looked into. */
function Mismatched({ count }: { count: number }) {
  if (count === 0) return money(0);
  return flagged(
    DANGER_BG,
    <Typography.Text type="danger" strong>
      {formatNumber(count)}
    </Typography.Text>,
  );
}

/** The figures' columns, the same for a period and for the totals. */
const figureColumns: {
  title: string;
  key: string;
  render: (row: Figures) => ReactNode;
}[] = [
  {
    title: 'Tiền về',
    key: 'received',
    render: (row) => (
      <div>
        {money(row.Received)}
        <div>
          <Note>{formatNumber(row.ReceivedCount)} giao dịch</Note>
        </div>
      </div>
    ),
  },
  { title: 'Đã khớp', key: 'matched', render: (row) => money(row.Matched) },
  {
    title: 'Chưa khớp',
    key: 'unmatched',
    render: (row) => <Unmatched row={row} />,
  },
  { title: 'Đã trả lại', key: 'returned', render: (row) => money(row.Returned) },
  { title: 'Đã cộng ví', key: 'credited', render: (row) => money(row.Credited) },
  {
    title: 'Cộng ví không qua giao dịch',
    key: 'without',
    render: (row) => money(row.CreditedWithoutTransfer),
  },
  {
    title: 'Giao dịch lệch số tiền',
    key: 'mismatched',
    render: (row) => <Mismatched count={row.MismatchedCount} />,
  },
];

const PERIOD_PX = 108;

const columns: TableColumnsType<Row> = [
  {
    title: 'Kỳ',
    dataIndex: 'Period',
    width: PERIOD_PX,
    fixed: 'left',
    render: (period: string) => periodLabel(period),
  },
  ...figureColumns.map((column): TableColumnsType<Row>[number] => ({
    title: column.title,
    key: column.key,
    align: 'right',
    render: (_, row) => column.render(row),
  })),
];

/** What each column means, under the table. */
const explanations: [string, string][] = [
  [
    'Tiền về',
    'tổng tiền chuyển vào tài khoản công ty mà SePay, Casso báo về hoặc sao kê đưa vào trong kỳ, kèm số giao dịch.',
  ],
  ['Đã khớp', 'phần tiền về đã khớp một yêu cầu nạp tiền và được cộng vào ví khách hàng.'],
  [
    'Chưa khớp',
    'phần tiền về chưa tìm được yêu cầu nạp tiền nào: cần gán cho khách hàng hoặc trả lại người chuyển ở trang Giao dịch ngân hàng.',
  ],
  ['Đã trả lại', 'phần tiền về đã được chuyển trả lại người gửi.'],
  [
    'Đã cộng ví',
    'mọi khoản nạp tiền được cộng vào ví khách hàng trong kỳ, có hay không có giao dịch ngân hàng.',
  ],
  [
    'Cộng ví không qua giao dịch',
    'khoản nạp được cộng ví mà không có giao dịch ngân hàng nào đi kèm (nhân viên duyệt theo chứng từ, tiền mặt): cần đối chiếu chứng từ.',
  ],
  [
    'Giao dịch lệch số tiền',
    'số giao dịch đã khớp nhưng số tiền cộng ví khác số tiền ngân hàng báo về: cần kiểm tra lại.',
  ],
];

/**
 * "Đối soát ngân hàng": a period a row, what the bank brought in against what was credited to
 * wallets — money waiting unmatched highlighted and linked to its queue, credits that differ from
 * the bank in red — with the totals under it and what each column means.
 */
export function ReconciliationReport({ query }: { query: ReportQuery }) {
  const { data, isPending, isError, isFetching } = useQuery(reconciliationQuery(query));
  const rows: Row[] = data?.Rows ?? [];

  return (
    <>
      <ReportHead report="reconciliation" query={query} empty={!data || data.Rows.length === 0}>
        Tiền về từ ngân hàng đối chiếu với tiền nạp đã cộng vào ví khách hàng, theo{' '}
        {query.groupBy === 'day' ? 'từng ngày' : 'từng tháng'}.
      </ReportHead>
      <ReportState
        isPending={isPending}
        isError={isError}
        empty={data?.Rows.length === 0}
        emptyText={`Không có giao dịch ngân hàng hay khoản nạp tiền nào được cộng ví từ ${query.from} đến ${query.end}. Hãy chọn khoảng thời gian khác.`}
      >
        {data && (
          <Card size="small" style={{ opacity: isFetching ? 0.6 : 1 }}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
              Số tiền tính bằng đồng (₫).
              {data.Totals.UnmatchedCount > 0 &&
                ` Còn ${formatNumber(data.Totals.UnmatchedCount)} giao dịch chưa khớp (${formatVnd(data.Totals.Unmatched)}) chờ xử lý.`}
            </Typography.Paragraph>
            <Table<Row>
              rowKey="Period"
              size="small"
              tableLayout="fixed"
              columns={columns}
              dataSource={rows}
              pagination={false}
              scroll={{ x: PERIOD_PX + figureColumns.length * 112 }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <strong>Tổng cộng</strong>
                  </Table.Summary.Cell>
                  {figureColumns.map((column, index) => (
                    <Table.Summary.Cell key={column.key} index={index + 1} align="right">
                      <strong>{column.render(data.Totals)}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
            <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
              Các cột nghĩa là gì
            </Typography.Title>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {explanations.map(([name, text]) => (
                <li key={name}>
                  <Typography.Text>
                    <strong>{name}</strong>: {text}
                  </Typography.Text>
                </li>
              ))}
            </ul>
            <Typography.Paragraph
              type="secondary"
              style={{ fontSize: 13, marginTop: 8, marginBottom: 0 }}
            >
              Tiền về tính theo lúc hệ thống nhận giao dịch, đã cộng ví tính theo lúc cộng, nên một
              khoản có thể nằm ở hai ngày liền nhau. Trạng thái khớp, chưa khớp, trả lại là trạng
              thái hiện tại của giao dịch.
            </Typography.Paragraph>
          </Card>
        )}
      </ReportState>
    </>
  );
}
