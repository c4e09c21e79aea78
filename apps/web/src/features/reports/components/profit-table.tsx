import { Table, type TableColumnsType } from 'antd';
import type { ProfitFigures, ProfitReport, ProfitRow } from '@app/shared';
import {
  periodLabel,
  periodPhrase,
  periodRange,
  type DayRange,
  type GroupBy,
} from '../lib/report-period';
import { CountButton } from './count-button';
import { FigureText } from './figure-text';
import type { ProfitFigure } from './profit-orders-drawer';

const PERIOD_PX = 108;
const ORDERS_PX = 80;
const FIGURE_PX = 116;

/** The money columns, the same for a period and for the totals; the profit in bold. */
const figureColumns: { title: string; key: keyof Omit<ProfitFigures, 'Orders'> }[] = [
  { title: 'Khách trả', key: 'Charged' },
  { title: 'Tiền trả shop', key: 'ShopCost' },
  { title: 'Cước vận chuyển', key: 'Freight' },
  { title: 'Lợi nhuận', key: 'Profit' },
];

/**
 * Profit a period a row — orders, what their customers were charged, what the shops and the
 * carrier were paid, what is left — with the totals under it; each count of orders opens them.
 */
export function ProfitTable({
  report,
  range,
  groupBy,
  onOpen,
}: {
  report: ProfitReport;
  range: DayRange;
  groupBy: GroupBy;
  onOpen: (figure: ProfitFigure) => void;
}) {
  const open = (title: string, days: DayRange, figures: ProfitFigures) =>
    onOpen({ ...days, title, orders: figures.Orders, profit: figures.Profit });
  const whole = `từ ${range.from} đến ${range.end}`;

  const columns: TableColumnsType<ProfitRow> = [
    {
      title: groupBy === 'day' ? 'Ngày' : 'Tháng',
      dataIndex: 'Period',
      width: PERIOD_PX,
      fixed: 'left',
      render: (period: string) => periodLabel(period),
    },
    {
      title: 'Số đơn',
      dataIndex: 'Orders',
      width: ORDERS_PX,
      align: 'right',
      render: (_, row) => {
        const title = `Đơn mua ${periodPhrase(row.Period)}`;
        return (
          <CountButton
            count={row.Orders}
            noun="đơn"
            label={title}
            onOpen={() => open(title, periodRange(row.Period, range), row)}
          />
        );
      },
    },
    ...figureColumns.map((column): TableColumnsType<ProfitRow>[number] => ({
      title: column.title,
      dataIndex: column.key,
      width: FIGURE_PX,
      align: 'right',
      render: (value: number) => <FigureText value={value} strong={column.key === 'Profit'} />,
    })),
  ];

  return (
    <Table<ProfitRow>
      rowKey="Period"
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={report.Rows}
      pagination={false}
      scroll={{ x: PERIOD_PX + ORDERS_PX + figureColumns.length * FIGURE_PX }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>Tổng cộng</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <CountButton
              count={report.Totals.Orders}
              noun="đơn"
              label={`Đơn mua ${whole}`}
              strong
              onOpen={() => open(`Đơn mua ${whole}`, range, report.Totals)}
            />
          </Table.Summary.Cell>
          {figureColumns.map((column, index) => (
            <Table.Summary.Cell key={column.key} index={index + 2} align="right">
              <FigureText value={report.Totals[column.key]} strong />
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
