import { useState } from 'react';
import { Drawer, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, formatNumber, formatVnd, type RevenueLine } from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { facts, Note } from '../../../components/cell-note';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SignedAmount } from '../../../components/signed-amount';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn } from '../../../components/table-columns';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { revenueLinesQuery } from '../api/reports';
import type { DayRange } from '../lib/report-period';
import { BillCodeLink } from './bill-code-link';

/** One figure of the revenue report, opened onto the changes behind it. */
export interface RevenueFigure extends DayRange {
  /** The fee kind; none: every kind (the "Tổng" column). */
  kind?: number | undefined;
  /** What the figure is: "Phí mua hàng, ngày 05/11/2026". */
  title: string;
  amount: number;
  changes: number;
}

const PAGE_SIZE = 20;

const customerLink = (code: string) =>
  code ? (
    <Link to={`${adminPaths.customers}?keyword=${encodeURIComponent(code)}`}>{code}</Link>
  ) : (
    '—'
  );

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
  { title: 'Khách hàng', dataIndex: 'CustomerCode', width: 110, render: customerLink },
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
        <BillCodeLink code={line.Code} /> · {customerLink(line.CustomerCode)}
      </span>
      <SignedAmount amount={line.Amount} />
    </SpreadRow>
    <Note>{facts(line.KindName, `${change(line)} ₫`, formatDateTime(line.ChangedDate))}</Note>
    {line.Reason && <Typography.Text style={{ fontSize: 13 }}>{line.Reason}</Typography.Text>}
  </>
));

/** The changes of fee lines behind a figure, newest first, a page at a time. */
function FigureLines({ figure }: { figure: RevenueFigure }) {
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(PAGE_SIZE);
  const { data, isFetching } = useQuery(
    revenueLinesQuery({
      from: figure.from,
      end: figure.end,
      kind: figure.kind,
      skip: (page - 1) * take,
      take,
    }),
  );
  const days = figure.from === figure.end ? figure.from : `${figure.from} – ${figure.end}`;
  return (
    <>
      <Typography.Paragraph>
        <strong>{formatVnd(figure.amount)}</strong> từ {formatNumber(figure.changes)} lần đặt hoặc
        thay đổi khoản phí ({days}). Mỗi dòng là một lần thay đổi: số tiền là phần chênh giữa số mới
        và số cũ.
      </Typography.Paragraph>
      <ResponsiveTable<RevenueLine>
        size="small"
        rows={data?.Items ?? []}
        columns={columns}
        compact={compact}
        scrollX={900}
        loading={isFetching}
        emptyText="Không có thay đổi nào"
        paging={{
          page,
          pageSize: take,
          total: data?.Total ?? 0,
          noun: 'thay đổi',
          onPage: (next, size) => {
            setPage(size !== take ? 1 : next);
            setTake(size);
          },
        }}
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
  const wide = useWideScreen();
  return (
    <Drawer
      open={figure !== null}
      onClose={onClose}
      size={wide ? 'min(1100px, 100vw)' : '100%'}
      title={figure ? `Chi tiết: ${figure.title}` : 'Chi tiết'}
      destroyOnHidden
    >
      {figure && (
        <FigureLines key={`${figure.kind ?? 'all'}-${figure.from}-${figure.end}`} figure={figure} />
      )}
    </Drawer>
  );
}
