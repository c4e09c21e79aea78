import { Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber, formatVnd, type RevenueLine } from '@app/shared';
import { facts, Note } from '../../../components/cell-note';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SignedAmount } from '../../../components/signed-amount';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn } from '../../../components/table-columns';
import { revenueLinesQuery } from '../api/reports';
import type { DayRange } from '../lib/report-period';
import { usePaging } from '../lib/use-paging';
import { BillCodeLink } from './bill-code-link';
import { CustomerCodeLink } from './customer-code-link';
import { ReportDrawer } from './report-drawer';
import { ReportHead } from './report-head';

/** One figure of the revenue report, opened onto the changes behind it. */
export interface RevenueFigure extends DayRange {
  /** The fee kind; none: every kind (the "Tổng" column). */
  kind?: number | undefined;
  /** What the figure is: "Phí mua hàng, ngày 05/11/2026". */
  title: string;
  amount: number;
  changes: number;
}

const change = (line: RevenueLine) =>
  `${formatNumber(line.OldAmount)} → ${formatNumber(line.NewAmount)}`;

const columns: TableColumnsType<RevenueLine> = [
  {
    title: 'Thời gian',
    dataIndex: 'ChangedDate',
    width: 130,
    render: (value: string) => formatDateTime(value),
  },
  {
    title: 'Mã',
    dataIndex: 'Code',
    width: 120,
    render: (code: string) => <BillCodeLink code={code} />,
  },
  {
    title: 'Khách hàng',
    dataIndex: 'CustomerCode',
    width: 110,
    render: (code: string) => <CustomerCodeLink code={code} />,
  },
  { title: 'Loại phí', dataIndex: 'KindName', width: 150 },
  {
    title: 'Cũ → mới (₫)',
    key: 'change',
    width: 170,
    align: 'right',
    render: (_, line) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{change(line)}</span>,
  },
  {
    title: 'Số tiền',
    dataIndex: 'Amount',
    width: 130,
    align: 'right',
    render: (amount: number) => <SignedAmount amount={amount} />,
  },
  { title: 'Lý do', dataIndex: 'Reason', render: (reason: string) => reason || '—' },
];

const compact = compactColumn<RevenueLine>('Thay đổi', (line) => (
  <>
    <SpreadRow tight>
      <span>
        <BillCodeLink code={line.Code} /> · <CustomerCodeLink code={line.CustomerCode} />
      </span>
      <SignedAmount amount={line.Amount} />
    </SpreadRow>
    <Note>{facts(line.KindName, `${change(line)} ₫`, formatDateTime(line.ChangedDate))}</Note>
    {line.Reason && <Typography.Text style={{ fontSize: 13 }}>{line.Reason}</Typography.Text>}
  </>
));

/** The changes of fee lines behind a figure, newest first, a page at a time. */
function FigureLines({ figure }: { figure: RevenueFigure }) {
  const { query, paging } = usePaging();
  // What the list and its export are both asked: one object, so the file holds the rows shown.
  const asked = { from: figure.from, end: figure.end, kind: figure.kind };
  const { data, isFetching } = useQuery(revenueLinesQuery({ ...asked, ...query }));
  const days = figure.from === figure.end ? figure.from : `${figure.from} – ${figure.end}`;
  return (
    <>
      <ReportHead report="revenue/lines" query={asked} total={data?.Total}>
        <strong>{formatVnd(figure.amount)}</strong> từ {formatNumber(figure.changes)} lần đặt hoặc
        thay đổi khoản phí ({days}). Mỗi dòng là một lần thay đổi: số tiền là phần chênh giữa số mới
        và số cũ.
      </ReportHead>
      <ResponsiveTable<RevenueLine>
        size="small"
        rows={data?.Items ?? []}
        columns={columns}
        compact={compact}
        scrollX={900}
        loading={isFetching}
        emptyText="Không có thay đổi nào"
        paging={{ ...paging(data?.Total ?? 0), noun: 'thay đổi' }}
      />
    </>
  );
}

/** The drawer opened from a figure of the revenue table; `figure` null: closed. */
export function RevenueLinesDrawer({
  figure,
  onClose,
}: {
  figure: RevenueFigure | null;
  onClose: () => void;
}) {
  return (
    <ReportDrawer
      open={figure !== null}
      onClose={onClose}
      title={figure ? `Chi tiết: ${figure.title}` : 'Chi tiết'}
    >
      {figure && (
        <FigureLines key={`${figure.kind ?? 'all'}-${figure.from}-${figure.end}`} figure={figure} />
      )}
    </ReportDrawer>
  );
}
