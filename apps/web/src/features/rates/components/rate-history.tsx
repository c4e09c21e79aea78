import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDateTime, RateStatus, type RateRow } from '@app/shared';
import { ResponsiveTable } from '../../../components/responsive-table';
import type { Paging } from '../../../lib/pagination';
import { rateSourceNames, rateText } from '../lib/rate-text';

const statusColors: Record<number, string> = {
  [RateStatus.Proposed]: 'gold',
  [RateStatus.Applied]: 'green',
  [RateStatus.SetAside]: 'default',
};

/** An applied rate whose time has not come yet. */
const waitsForItsTime = (row: RateRow) =>
  row.Status === RateStatus.Applied && Date.parse(row.EffectiveFrom) > Date.now();

function StatusCell({ row }: { row: RateRow }) {
  return (
    <Space size={4} wrap>
      <Tag color={statusColors[row.Status]} style={{ marginInlineEnd: 0 }}>
        {row.StatusName}
      </Tag>
      {waitsForItsTime(row) && (
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          Chưa đến giờ
        </Tag>
      )}
    </Space>
  );
}

/** From when an applied rate counts; a proposal or one set aside never did. */
const effectiveText = (row: RateRow) =>
  row.Status === RateStatus.Applied ? formatDateTime(row.EffectiveFrom) : '—';

/** Who set it, or read it from the feed, and who approved it. */
function People({ row }: { row: RateRow }) {
  const source = rateSourceNames[row.Source] ?? row.Source;
  const by = row.CreatedBy ?? 'tự động';
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      {source} · {by}
      {row.ApprovedBy && (
        <>
          <br />
          Duyệt: {row.ApprovedBy}
        </>
      )}
    </Typography.Text>
  );
}

const columns: TableColumnsType<RateRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (value: string) => formatDateTime(value),
  },
  { title: 'Loại', dataIndex: 'KindName', width: 120 },
  {
    title: 'Tỷ giá',
    dataIndex: 'Rate',
    width: 150,
    render: (value: number) => <Typography.Text strong>{rateText(value)}</Typography.Text>,
  },
  { title: 'Áp dụng từ', key: 'from', width: 150, render: (_, row) => effectiveText(row) },
  { title: 'Nguồn', key: 'people', render: (_, row) => <People row={row} /> },
  { title: 'Trạng thái', key: 'status', width: 170, render: (_, row) => <StatusCell row={row} /> },
];

const compact: TableColumnsType<RateRow> = [
  {
    key: 'all',
    render: (_, row) => (
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong>
            {row.KindName}: {rateText(row.Rate)}
          </Typography.Text>
          <StatusCell row={row} />
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(row.CreatedDate)}
          {row.Status === RateStatus.Applied && ` · áp dụng từ ${effectiveText(row)}`}
        </Typography.Text>
        <People row={row} />
      </Space>
    ),
  },
];

/** Every rate set, proposed, approved or set aside, newest first, a page at a time. */
export function RateHistory({
  rows,
  loading,
  paging,
}: {
  rows: readonly RateRow[];
  loading: boolean;
  paging: Paging;
}) {
  return (
    <ResponsiveTable<RateRow>
      rows={rows}
      columns={columns}
      compact={compact}
      loading={loading}
      scrollX={800}
      paging={{ ...paging, noun: 'tỷ giá' }}
      emptyText="Chưa có tỷ giá nào được đặt"
    />
  );
}
