import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatNumber, formatVnd, type ProfitFigures } from '@app/shared';
import { profitQuery, type ReportQuery } from '../api/reports';
import { periodKeys } from '../lib/report-period';
import { ProfitOrdersDrawer, type ProfitFigure } from './profit-orders-drawer';
import { ProfitTable } from './profit-table';
import { ReportHead } from './report-head';
import { ReportState } from './report-states';
import { RevenueChart, type ChartPoint } from './revenue-chart';
import { SummaryCards } from './summary-cards';

/** The period's profit and what it is made of. */
function ProfitCards({ totals }: { totals: ProfitFigures }) {
  return (
    <SummaryCards
      label="Lợi nhuận và các khoản tạo nên"
      cards={[
        {
          key: 'profit',
          name: 'Lợi nhuận',
          value: formatVnd(totals.Profit),
          note: `${formatNumber(totals.Orders)} đơn`,
          danger: totals.Profit < 0,
          accent: true,
        },
        { key: 'charged', name: 'Khách trả', value: formatVnd(totals.Charged) },
        { key: 'shop', name: 'Tiền trả shop', value: formatVnd(totals.ShopCost) },
        { key: 'freight', name: 'Cước vận chuyển', value: formatVnd(totals.Freight) },
      ]}
    />
  );
}

/**
 * "Lợi nhuận": the orders bought in the period, a day (or a month) a row — what their customers
 * were charged against what the shops and the carrier were paid — as cards, a chart of the profit
 * and the table whose counts of orders open them.
 */
export function ProfitReport({ query }: { query: ReportQuery }) {
  const { data, isPending, isError, isFetching } = useQuery(profitQuery(query));
  const [figure, setFigure] = useState<ProfitFigure | null>(null);
  const unit = query.groupBy === 'day' ? 'ngày' : 'tháng';

  const profits = new Map((data?.Rows ?? []).map((row) => [row.Period, row.Profit]));
  const points: ChartPoint[] = periodKeys(query, query.groupBy).map((period) => ({
    period,
    amount: profits.get(period) ?? 0,
  }));

  return (
    <>
      <ReportHead report="profit" query={query} empty={!data || data.Rows.length === 0}>
        Lợi nhuận = khách trả − tiền trả shop (theo tỷ giá mua) − cước vận chuyển theo cân nặng tính
        phí.
      </ReportHead>
      <ReportState
        isPending={isPending}
        isError={isError}
        empty={data?.Rows.length === 0}
        emptyText={`Không có đơn nào được mua từ ${query.from} đến ${query.end}. Hãy chọn khoảng thời gian khác.`}
      >
        {data && (
          <>
            <ProfitCards totals={data.Totals} />
            <Card size="small" title={`Lợi nhuận theo ${unit}`} style={{ marginBottom: 16 }}>
              <RevenueChart
                points={points}
                range={query}
                groupBy={query.groupBy}
                subject="lợi nhuận"
              />
            </Card>
            <Card
              size="small"
              title={`Bảng lợi nhuận theo ${unit}`}
              style={{ opacity: isFetching ? 0.6 : 1 }}
            >
              <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
                Số tiền tính bằng đồng (₫). Mỗi đơn tính vào ngày mua; khoản khách trả còn thay đổi
                đến khi đơn giao xong, nên số liệu của kỳ gần đây có thể còn đổi. Bấm vào số đơn để
                xem từng đơn.
              </Typography.Paragraph>
              <ProfitTable report={data} range={query} groupBy={query.groupBy} onOpen={setFigure} />
            </Card>
          </>
        )}
      </ReportState>
      <ProfitOrdersDrawer figure={figure} onClose={() => setFigure(null)} />
    </>
  );
}
