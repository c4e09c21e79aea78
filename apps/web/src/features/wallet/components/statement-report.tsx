import type { ReactNode } from 'react';
import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  StatementLineOutcome,
  formatVnd,
  labelOf,
  statementLineOutcomeNames,
  type StatementImportAnswer,
  type StatementLineRow,
} from '@app/shared';
import { useWideScreen } from '../../../lib/use-wide-screen';

const outcomeColors: Record<number, string> = {
  [StatementLineOutcome.Credited]: 'green',
  [StatementLineOutcome.AlreadyUsed]: 'default',
  [StatementLineOutcome.Unmatched]: 'gold',
  [StatementLineOutcome.Refused]: 'red',
};

const OutcomeTag = ({ row }: { row: StatementLineRow }) => (
  <Tag color={outcomeColors[row.Outcome] ?? 'default'} style={{ marginInlineEnd: 0 }}>
    {row.OutcomeName || labelOf(statementLineOutcomeNames, row.Outcome)}
  </Tag>
);

/** An unreadable line has no amount. */
const amountOf = (row: StatementLineRow) => (row.Amount === null ? '—' : formatVnd(row.Amount));

const depositOf = (row: StatementLineRow) =>
  [row.DepositCode, row.CustomerCode].filter(Boolean).join(' · ') || '—';

/** The deposit over its customer: two short codes, so the content keeps the width. */
const depositCell = (row: StatementLineRow) =>
  row.DepositCode ? (
    <div>
      <div>{row.DepositCode}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.CustomerCode}
      </Typography.Text>
    </div>
  ) : (
    '—'
  );

/** Bank lines can be long (references, the sender's account): two lines, then "more". */
const content = (row: StatementLineRow) => (
  <Typography.Paragraph
    style={{ marginBottom: 0, wordBreak: 'break-word' }}
    ellipsis={{
      rows: 2,
      expandable: 'collapsible',
      symbol: (expanded: boolean) => (expanded ? 'Thu gọn' : 'Xem thêm'),
    }}
  >
    {row.Content || '—'}
  </Typography.Paragraph>
);

const outcomeFilters = Object.values(StatementLineOutcome).map((outcome) => ({
  text: statementLineOutcomeNames[outcome],
  value: outcome,
}));

const columns: TableColumnsType<StatementLineRow> = [
  { title: 'Dòng', dataIndex: 'Line', width: 60 },
  { title: 'Ngày', dataIndex: 'BookedOn', width: 104, render: (value: string) => value || '—' },
  {
    title: 'Số tiền',
    dataIndex: 'Amount',
    width: 124,
    align: 'right',
    render: (_, row) => <Typography.Text strong>{amountOf(row)}</Typography.Text>,
  },
  { title: 'Nội dung', dataIndex: 'Content', render: (_, row) => content(row) },
  {
    title: 'Kết quả',
    dataIndex: 'Outcome',
    width: 140,
    filters: outcomeFilters,
    onFilter: (value, row) => row.Outcome === value,
    render: (_, row) => <OutcomeTag row={row} />,
  },
  {
    title: 'Yêu cầu nạp',
    key: 'deposit',
    width: 120,
    render: (_, row) => depositCell(row),
  },
  {
    title: 'Lý do',
    dataIndex: 'Reason',
    width: 210,
    render: (value: string) =>
      value ? <Typography.Text type="secondary">{value}</Typography.Text> : '—',
  },
];

/** On a phone each line is one cell: amount and date, content, outcome, deposit and reason. */
const compact: TableColumnsType<StatementLineRow> = [
  {
    title: 'Dòng sao kê',
    key: 'all',
    render: (_, row) => (
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>{amountOf(row)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            Dòng {row.Line}
            {row.BookedOn && ` · ${row.BookedOn}`}
          </Typography.Text>
        </div>
        {content(row)}
        <Space wrap size={[8, 4]}>
          <OutcomeTag row={row} />
          {(row.DepositCode || row.CustomerCode) && (
            <Typography.Text style={{ fontSize: 12 }}>{depositOf(row)}</Typography.Text>
          )}
        </Space>
        {row.Reason && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.Reason}
          </Typography.Text>
        )}
      </Space>
    ),
  },
];

function Total({ label, value, color }: { label: string; value: ReactNode; color: string }) {
  return (
    <div
      style={{
        borderInlineStart: `4px solid ${color}`,
        padding: '4px 12px',
        minWidth: 150,
        flex: '1 1 150px',
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <div>
        <Typography.Text strong>{value}</Typography.Text>
      </div>
    </div>
  );
}

const lines = (count: number) => `${new Intl.NumberFormat('vi-VN').format(count)} dòng`;

/** Two parts that may go on two lines on a phone, each kept whole. */
const pair = (first: string, second: string) => (
  <>
    <span style={{ whiteSpace: 'nowrap' }}>{first}</span> ·{' '}
    <span style={{ whiteSpace: 'nowrap' }}>{second}</span>
  </>
);

/** The totals of a preview ("sẽ") or of an import done ("đã"). */
export function StatementTotals({
  answer,
  applied,
}: {
  answer: StatementImportAnswer;
  applied: boolean;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '4px 0 16px' }}>
      <Total
        label={applied ? 'Đã nạp vào ví' : 'Sẽ nạp vào ví'}
        value={pair(lines(answer.Credited.Count), formatVnd(answer.Credited.Amount))}
        color="#52c41a"
      />
      <Total
        label={applied ? 'Đang chờ xử lý' : 'Sẽ chờ xử lý'}
        value={lines(answer.Unmatched)}
        color="#faad14"
      />
      <Total label="Đã dùng trước đó" value={lines(answer.AlreadyUsed)} color="#bfbfbf" />
      <Total label="Không ghi nhận" value={lines(answer.Refused)} color="#ff4d4f" />
    </div>
  );
}

/** Every line of the statement with what it will do (a preview) or did (an import). */
export function StatementLines({ answer }: { answer: StatementImportAnswer }) {
  const wide = useWideScreen();
  return (
    <Table<StatementLineRow>
      rowKey="Line"
      size="small"
      columns={wide ? columns : compact}
      showHeader={wide}
      dataSource={answer.Lines}
      scroll={wide ? { x: 960 } : undefined}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: wide,
        size: wide ? 'medium' : 'small',
        showTotal: (total: number) => `Tổng ${total} dòng`,
        hideOnSinglePage: true,
      }}
    />
  );
}
