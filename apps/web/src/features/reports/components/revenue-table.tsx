import { Table, type TableColumnsType } from 'antd';
import type { RevenueReport, RevenueRow } from '@app/shared';
import {
  periodLabel,
  periodPhrase,
  periodRange,
  type DayRange,
  type GroupBy,
} from '../lib/report-period';
import { AmountButton } from './amount-button';
import type { RevenueFigure } from './revenue-lines-drawer';

type Total = RevenueReport['Totals'][number];

/** A row of the table: one period, its figure per fee kind and their sum. */
interface PeriodRow {
  Period: string;
  byKind: Map<number, RevenueRow>;
  Amount: number;
  Changes: number;
}

/** The report's rows (a period and a kind each) as a row a period. */
function periodRows(rows: RevenueRow[]): PeriodRow[] {
  const periods = new Map<string, PeriodRow>();
  for (const row of rows) {
    const period = periods.get(row.Period) ?? {
      Period: row.Period,
      byKind: new Map<number, RevenueRow>(),
      Amount: 0,
      Changes: 0,
    };
    period.byKind.set(row.Kind, row);
    period.Amount += row.Amount;
    period.Changes += row.Changes;
    periods.set(row.Period, period);
  }
  return [...periods.values()].sort((a, b) => a.Period.localeCompare(b.Period));
}

/** The narrowest a column of figures may be before the table scrolls (on a phone, mostly). */
const FIGURE_MIN_PX = 84;
const PERIOD_PX = 96;
/** The periods' totals: a little wider, as the largest figures of a row. */
const TOTAL_PX = 112;

/**
 * Revenue a period a row, a fee kind a column, with their total beside and under: every figure
 * opens the fee line changes behind it (`onOpen`). Fixed columns of plain numbers (the unit is
 * said above the table), so the usual kinds fit beside the menu without scrolling sideways.
 */
export function RevenueTable({
  report,
  range,
  groupBy,
  onOpen,
}: {
  report: RevenueReport;
  range: DayRange;
  groupBy: GroupBy;
  onOpen: (figure: RevenueFigure) => void;
}) {
  const rows = periodRows(report.Rows);
  const kinds = report.Totals;
  const figure = (
    title: string,
    days: DayRange,
    sum: { Amount: number; Changes: number },
    kind?: number,
  ): RevenueFigure => ({ ...days, kind, title, amount: sum.Amount, changes: sum.Changes });
  const whole = `từ ${range.from} đến ${range.end}`;

  const columns: TableColumnsType<PeriodRow> = [
    {
      title: groupBy === 'day' ? 'Ngày' : 'Tháng',
      dataIndex: 'Period',
      width: PERIOD_PX,
      fixed: 'left',
      render: (period: string) => periodLabel(period),
    },
    ...kinds.map((kind): TableColumnsType<PeriodRow>[number] => ({
      title: kind.KindName,
      key: `kind-${kind.Kind}`,
      align: 'right',
      render: (_, row) => {
        const cell = row.byKind.get(kind.Kind);
        if (!cell) return <span aria-label="Không phát sinh">—</span>;
        const title = `${kind.KindName}, ${periodPhrase(row.Period)}`;
        return (
          <AmountButton
            amount={cell.Amount}
            label={title}
            onOpen={() => onOpen(figure(title, periodRange(row.Period, range), cell, kind.Kind))}
          />
        );
      },
    })),
    {
      title: 'Tổng',
      key: 'total',
      width: TOTAL_PX,
      align: 'right',
      render: (_, row) => {
        const title = `Tổng các loại phí, ${periodPhrase(row.Period)}`;
        return (
          <AmountButton
            amount={row.Amount}
            label={title}
            strong
            onOpen={() => onOpen(figure(title, periodRange(row.Period, range), row))}
          />
        );
      },
    },
  ];

  const totals = (total: Total, index: number) => {
    const title = `${total.KindName}, ${whole}`;
    return (
      <Table.Summary.Cell key={total.Kind} index={index + 1} align="right">
        <AmountButton
          amount={total.Amount}
          label={title}
          strong
          onOpen={() => onOpen(figure(title, range, total, total.Kind))}
        />
      </Table.Summary.Cell>
    );
  };
  const grand = {
    Amount: report.Total,
    Changes: kinds.reduce((sum, kind) => sum + kind.Changes, 0),
  };

  return (
    <Table<PeriodRow>
      rowKey="Period"
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: PERIOD_PX + TOTAL_PX + kinds.length * FIGURE_MIN_PX }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>Tổng cộng</strong>
          </Table.Summary.Cell>
          {kinds.map(totals)}
          <Table.Summary.Cell index={kinds.length + 1} align="right">
            <AmountButton
              amount={report.Total}
              label={`Tổng doanh thu ${whole}`}
              strong
              onOpen={() => onOpen(figure(`Tổng doanh thu ${whole}`, range, grand))}
            />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
