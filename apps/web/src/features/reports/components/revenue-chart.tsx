import { Typography, theme } from 'antd';
import { formatVnd } from '@app/shared';
import { periodLabel, periodPhrase, type DayRange, type GroupBy } from '../lib/report-period';

export interface ChartPoint {
  /** yyyy-MM-dd or yyyy-MM. */
  period: string;
  amount: number;
}

/** The widest a bar's slot grows: a month or two of a report are not two wall-wide blocks. */
const SLOT_MAX_PX = 56;

/** What the chart shows, in one sentence for a screen reader (the table below has each figure). */
function chartSummary(
  subject: string,
  points: ChartPoint[],
  range: DayRange,
  groupBy: GroupBy,
  tableBelow: boolean,
): string {
  const unit = groupBy === 'day' ? 'ngày' : 'tháng';
  const total = points.reduce((sum, point) => sum + point.amount, 0);
  const parts = [
    `Biểu đồ cột ${subject} theo ${unit} từ ${range.from} đến ${range.end}: tổng ${formatVnd(total)}`,
  ];
  const highest = points.reduce<ChartPoint | null>(
    (best, point) => (best === null || point.amount > best.amount ? point : best),
    null,
  );
  if (highest && highest.amount > 0) {
    parts.push(`cao nhất ${formatVnd(highest.amount)} vào ${periodPhrase(highest.period)}`);
  }
  const lowest = points.reduce<ChartPoint | null>(
    (worst, point) => (worst === null || point.amount < worst.amount ? point : worst),
    null,
  );
  if (lowest && lowest.amount < 0) {
    parts.push(`thấp nhất ${formatVnd(lowest.amount)} vào ${periodPhrase(lowest.period)}`);
  }
  const active = points.filter((point) => point.amount !== 0).length;
  parts.push(`${active}/${points.length} ${unit} có phát sinh`);
  const summary = `${parts.join('; ')}.`;
  return tableBelow ? `${summary} Số liệu từng ${unit} ở bảng bên dưới.` : summary;
}

/**
 * The period's revenue (or profit) a day or a month as columns, in plain SVG: every day of the
 * period has its slot, so quiet days show as gaps; a negative day (refunds above fees, a loss)
 * hangs under the line.
 * One image for assistive technology, named by its summary; the table under it reads the figures.
 */
export function RevenueChart({
  points,
  range,
  groupBy,
  subject = 'doanh thu',
  tableBelow = true,
}: {
  points: ChartPoint[];
  range: DayRange;
  groupBy: GroupBy;
  /** What the columns are, as the summary names them: 'doanh thu', 'lợi nhuận'. */
  subject?: string;
  /** Whether a table under the chart reads each figure (the report's does; the home page's not). */
  tableBelow?: boolean;
}) {
  const { token } = theme.useToken();
  const top = Math.max(0, ...points.map((point) => point.amount));
  const bottom = Math.min(0, ...points.map((point) => point.amount));
  const span = top - bottom || 1;
  const zero = (top / span) * 100;
  const slots = Math.max(points.length, 1);
  const first = points[0];
  const last = points.at(-1);
  const small = { fontSize: 12 } as const;

  return (
    <div
      role="img"
      aria-label={chartSummary(subject, points, range, groupBy, tableBelow)}
      style={{ width: `min(100%, ${slots * SLOT_MAX_PX}px)`, margin: '0 auto' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text type="secondary" style={small}>
          {formatVnd(top)}
        </Typography.Text>
        {bottom < 0 && (
          <Typography.Text type="secondary" style={small}>
            Thấp nhất {formatVnd(bottom)}
          </Typography.Text>
        )}
      </div>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${slots * 10} 100`}
        preserveAspectRatio="none"
        width="100%"
        height={160}
        style={{ display: 'block', background: token.colorFillQuaternary, borderRadius: 4 }}
      >
        {points.map((point, index) => {
          const height = (Math.abs(point.amount) / span) * 100;
          return (
            <rect
              key={point.period}
              x={index * 10 + 1.5}
              width={7}
              y={point.amount >= 0 ? zero - height : zero}
              // A day with a little revenue still shows a sliver.
              height={point.amount === 0 ? 0 : Math.max(height, 1)}
              fill={point.amount >= 0 ? token.colorPrimary : token.colorWarning}
            >
              <title>{`${periodLabel(point.period)}: ${formatVnd(point.amount)}`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={slots * 10}
          y1={zero}
          y2={zero}
          stroke={token.colorBorder}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text type="secondary" style={small}>
          {first ? periodLabel(first.period) : ''}
        </Typography.Text>
        {last && last !== first && (
          <Typography.Text type="secondary" style={small}>
            {periodLabel(last.period)}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
