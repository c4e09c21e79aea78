import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, THROUGHPUT_ACTIVITIES } from '@app/shared';
import { throughputQuery, type ReportQuery } from '../api/reports';
import { activityNoun } from '../lib/throughput-activity';
import { ReportHead } from './report-head';
import { ReportState } from './report-states';
import { StaffThroughputTable } from './staff-throughput-table';
import { SummaryCards } from './summary-cards';
import { ThroughputLinesDrawer, type ThroughputFigure } from './throughput-lines-drawer';
import { WarehouseThroughputTable } from './warehouse-throughput-table';

/**
 * "Hiệu suất nhân viên & kho": what the staff did in the period — orders bought, parcels received
 * in China and in Vietnam, parcels delivered — per person and per warehouse, a day (or a month) a
 * row, every count opening the orders or parcels behind it.
 */
export function ThroughputReport({ query }: { query: ReportQuery }) {
  const { data, isPending, isError, isFetching } = useQuery(throughputQuery(query));
  const [figure, setFigure] = useState<ThroughputFigure | null>(null);
  const unit = query.groupBy === 'day' ? 'từng ngày' : 'từng tháng';
  const empty = !data || (data.Rows.length === 0 && data.Warehouses.length === 0);

  return (
    <>
      <ReportHead report="throughput" query={query} empty={empty}>
        Mỗi lần nhân viên chuyển trạng thái một đơn hay một kiện được tính cho người làm, theo{' '}
        {unit}.
      </ReportHead>
      <ReportState
        isPending={isPending}
        isError={isError}
        empty={data !== undefined && empty}
        emptyText={`Không có đơn nào được mua hay kiện nào được nhận, giao từ ${query.from} đến ${query.end}. Hãy chọn khoảng thời gian khác.`}
      >
        {data && (
          <div style={{ opacity: isFetching ? 0.6 : 1 }}>
            <SummaryCards
              label="Tổng công việc trong kỳ"
              cards={THROUGHPUT_ACTIVITIES.map((activity) => ({
                key: activity.key,
                name: activity.label,
                value: `${formatNumber(data.Totals[activity.key])} ${activityNoun(activity.key)}`,
              }))}
            />
            <Card size="small" title="Theo nhân viên" style={{ marginBottom: 16 }}>
              <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
                Bấm vào một số để xem các đơn hay kiện tạo nên nó.
              </Typography.Paragraph>
              <StaffThroughputTable
                report={data}
                range={query}
                groupBy={query.groupBy}
                onOpen={setFigure}
              />
            </Card>
            <Card size="small" title="Theo kho">
              <WarehouseThroughputTable
                report={data}
                range={query}
                groupBy={query.groupBy}
                onOpen={setFigure}
              />
            </Card>
          </div>
        )}
      </ReportState>
      <ThroughputLinesDrawer figure={figure} onClose={() => setFigure(null)} />
    </>
  );
}
