import { Table, type TableColumnsType } from 'antd';
import type { ThroughputReport, WarehouseThroughputRow } from '@app/shared';
import { formatKg } from '../../../lib/units';
import {
  periodLabel,
  periodPhrase,
  periodRange,
  type DayRange,
  type GroupBy,
} from '../lib/report-period';
import { CountButton } from './count-button';
import type { ThroughputFigure } from './throughput-lines-drawer';

const PERIOD_PX = 100;

/** The Chinese warehouse's row: parcels arrive there from the shops, not from China. */
const CHINA = 0;

/**
 * "Theo kho": a warehouse in a period a row — the parcels it received and their weight, the
 * parcels it delivered — each count opening the parcels behind it.
 */
export function WarehouseThroughputTable({
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
  const where = (row: WarehouseThroughputRow) =>
    `${row.WarehouseName}, ${periodPhrase(row.Period)}`;

  const columns: TableColumnsType<WarehouseThroughputRow> = [
    {
      title: groupBy === 'day' ? 'Ngày' : 'Tháng',
      dataIndex: 'Period',
      width: PERIOD_PX,
      fixed: 'left',
      render: (period: string) => periodLabel(period),
    },
    { title: 'Kho', dataIndex: 'WarehouseName', width: 160 },
    {
      title: 'Kiện nhận',
      dataIndex: 'ParcelsIn',
      width: 100,
      align: 'right',
      render: (count: number, row) => {
        const title = `Kiện nhận tại ${where(row)}`;
        // The Chinese warehouse receives from the shops (its own activity, whichever warehouse in
        // Vietnam the parcels go on to); a Vietnamese one receives what China sent it.
        const figure: Omit<ThroughputFigure, 'title' | 'count'> =
          row.WarehouseId === CHINA
            ? { ...periodRange(row.Period, range), activity: 'ParcelsInChina' }
            : {
                ...periodRange(row.Period, range),
                activity: 'ParcelsInVietnam',
                warehouseId: row.WarehouseId,
              };
        return (
          <CountButton
            count={count}
            noun="kiện"
            label={title}
            onOpen={() => onOpen({ ...figure, title, count })}
          />
        );
      },
    },
    {
      title: 'Cân nặng nhận (kg)',
      dataIndex: 'KgIn',
      width: 130,
      align: 'right',
      render: (kg: number) => formatKg(kg),
    },
    {
      title: 'Kiện đã giao',
      dataIndex: 'ParcelsDelivered',
      width: 100,
      align: 'right',
      render: (count: number, row) => {
        const title = `Kiện đã giao tại ${where(row)}`;
        return (
          <CountButton
            count={count}
            noun="kiện"
            label={title}
            onOpen={() =>
              onOpen({
                ...periodRange(row.Period, range),
                activity: 'ParcelsDelivered',
                warehouseId: row.WarehouseId,
                title,
                count,
              })
            }
          />
        );
      },
    },
  ];

  return (
    <Table<WarehouseThroughputRow>
      rowKey={(row) => `${row.Period}-${row.WarehouseId}`}
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={report.Warehouses}
      pagination={false}
      locale={{ emptyText: 'Không có kiện nào qua kho trong kỳ' }}
      scroll={{ x: PERIOD_PX + 160 + 100 + 130 + 100 }}
    />
  );
}
