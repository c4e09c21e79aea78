import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, formatVnd, type RevenueReport as Report } from '@app/shared';
import { revenueQuery, type ReportQuery } from '../api/reports';
import { periodKeys } from '../lib/report-period';
import { ReportHead } from './report-head';
import { ReportState } from './report-states';
import { RevenueChart, type ChartPoint } from './revenue-chart';
import { RevenueLinesDrawer, type RevenueFigure } from './revenue-lines-drawer';
import { RevenueTable } from './revenue-table';
import { SummaryCards, type SummaryCard } from './summary-cards';

/** A card a fee kind, the total first. */
function KindCards({ report }: { report: Report }) {
  const card = (key: string, name: string, amount: number, changes: number): SummaryCard => ({
    key,
    name,
    value: formatVnd(amount),
    note: `${formatNumber(changes)} lần thay đổi`,
    danger: amount < 0,
    accent: key === 'total',
  });
  const changes = report.Totals.reduce((sum, kind) => sum + kind.Changes, 0);
  return (
    <SummaryCards
      label="Doanh thu theo loại phí"
      cards={[
        card('total', 'Tổng doanh thu', report.Total, changes),
        ...report.Totals.map((kind) =>
          card(String(kind.Kind), kind.KindName, kind.Amount, kind.Changes),
        ),
      ]}
    />
  );
}

/**
 * "Doanh thu": what the bills' fee lines came to in the period, kind by kind — each change of a
 * line counted on its day — as cards, a chart of the total a day (or month), and the table whose
 * every figure opens the changes behind it.
 */
export function RevenueReport({ query }: { query: ReportQuery }) {
  const { data, isPending, isError, isFetching } = useQuery(revenueQuery(query));
  const [figure, setFigure] = useState<RevenueFigure | null>(null);
  const unit = query.groupBy === 'day' ? 'ngày' : 'tháng';

  const totals = new Map<string, number>();
  for (const row of data?.Rows ?? []) {
    totals.set(row.Period, (totals.get(row.Period) ?? 0) + row.Amount);
  }
  const points: ChartPoint[] = periodKeys(query, query.groupBy).map((period) => ({
    period,
    amount: totals.get(period) ?? 0,
  }));

  return (
    <>
      <ReportHead report="revenue" query={query} empty={!data || data.Rows.length === 0}>
        Mỗi lần một khoản phí của đơn mua hộ, đơn ký gửi hay phiếu giao được đặt, tính lại hoặc hoàn
        lại, phần chênh được tính vào ngày thay đổi, nên số liệu của kỳ đã qua không đổi.
      </ReportHead>
      <ReportState
        isPending={isPending}
        isError={isError}
        empty={data?.Rows.length === 0}
        emptyText={`Không có khoản phí nào phát sinh hay thay đổi từ ${query.from} đến ${query.end}. Hãy chọn khoảng thời gian khác.`}
      >
        {data && (
          <>
            <KindCards report={data} />
            <Card size="small" title={`Doanh thu theo ${unit}`} style={{ marginBottom: 16 }}>
              <RevenueChart points={points} range={query} groupBy={query.groupBy} />
            </Card>
            <Card
              size="small"
              title={`Bảng doanh thu theo ${unit} và loại phí`}
              style={{ opacity: isFetching ? 0.6 : 1 }}
            >
              <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
                Số tiền tính bằng đồng (₫). Bấm vào một số tiền để xem các khoản phí tạo nên nó.
              </Typography.Paragraph>
              <RevenueTable
                report={data}
                range={query}
                groupBy={query.groupBy}
                onOpen={setFigure}
              />
            </Card>
          </>
        )}
      </ReportState>
      <RevenueLinesDrawer figure={figure} onClose={() => setFigure(null)} />
    </>
  );
}
