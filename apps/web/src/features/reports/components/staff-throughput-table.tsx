import { Table, type TableColumnsType } from 'antd';
import {
  THROUGHPUT_ACTIVITIES,
  type ActivityCounts,
  type StaffThroughputRow,
  type ThroughputReport,
} from '@app/shared';
import { CellNote } from '../../../components/cell-note';
import {
  periodLabel,
  periodPhrase,
  periodRange,
  type DayRange,
  type GroupBy,
} from '../lib/report-period';
import { activityNoun } from '../lib/throughput-activity';
import { CountButton } from './count-button';
import type { ThroughputFigure } from './throughput-lines-drawer';

const PERIOD_PX = 100;
const STAFF_PX = 180;
const COUNT_PX = 100;

/**
 * "Theo nhân viên": a staff member in a period a row, what they did a column (orders bought,
 * parcels received in China, in Vietnam, delivered), the period's totals under it; every count
 * opens the orders or parcels behind it.
 */
export function StaffThroughputTable({
  report,
  range,
  groupBy,
  onOpen,
}: {
  report: ThroughputReport;
  range: DayRange;
  groupBy: GroupBy;
  onOpen: (figure: ThroughputFigure) => void;
}) {
  const count = (
    counts: ActivityCounts,
    activity: (typeof THROUGHPUT_ACTIVITIES)[number],
    title: string,
    figure: Omit<ThroughputFigure, 'activity' | 'title' | 'count'>,
    strong?: boolean,
  ) => (
    <CountButton
      count={counts[activity.key]}
      noun={activityNoun(activity.key)}
      label={title}
      strong={strong}
      onOpen={() =>
        onOpen({ ...figure, activity: activity.key, title, count: counts[activity.key] })
      }
    />
  );
  const whole = `từ ${range.from} đến ${range.end}`;

  const columns: TableColumnsType<StaffThroughputRow> = [
    {
      title: groupBy === 'day' ? 'Ngày' : 'Tháng',
      dataIndex: 'Period',
      width: PERIOD_PX,
      fixed: 'left',
      render: (period: string) => periodLabel(period),
    },
    {
      title: 'Nhân viên',
      dataIndex: 'StaffName',
      width: STAFF_PX,
      render: (name: string, row) => <CellNote note={row.StaffCode}>{name || '—'}</CellNote>,
    },
    ...THROUGHPUT_ACTIVITIES.map((activity): TableColumnsType<StaffThroughputRow>[number] => ({
      title: activity.label,
      key: activity.key,
      width: COUNT_PX,
      align: 'right',
      render: (_, row) =>
        count(
          row,
          activity,
          `${activity.label} của ${row.StaffName || row.StaffCode}, ${periodPhrase(row.Period)}`,
          { ...periodRange(row.Period, range), staffId: row.StaffId },
        ),
    })),
  ];

  return (
    <Table<StaffThroughputRow>
      rowKey={(row) => `${row.Period}-${row.StaffId}`}
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={report.Rows}
      pagination={false}
      locale={{ emptyText: 'Không có nhân viên nào chuyển trạng thái đơn hay kiện trong kỳ' }}
      scroll={{ x: PERIOD_PX + STAFF_PX + THROUGHPUT_ACTIVITIES.length * COUNT_PX }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>Tổng cộng</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} />
          {THROUGHPUT_ACTIVITIES.map((activity, index) => (
            <Table.Summary.Cell key={activity.key} index={index + 2} align="right">
              {count(report.Totals, activity, `${activity.label} ${whole}`, range, true)}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
