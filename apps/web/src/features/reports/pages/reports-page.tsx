import { Tabs } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { PeriodBar } from '../components/period-bar';
import { ReconciliationReport } from '../components/reconciliation-report';
import { RevenueReport } from '../components/revenue-report';
import { useReportParams, type ReportTab } from '../lib/use-report-params';

/**
 * "Báo cáo" (DESIGN §12): the owner's reports over one period — revenue by fee kind, and the bank
 * transfers reconciled against the credits — each a tab, each exportable to Excel. The period, the
 * grouping and the tab are kept in the URL: a link opens the same report.
 */
export default function ReportsPage() {
  const report = useReportParams();
  return (
    <>
      <PageTitle title="Báo cáo" />
      <PeriodBar
        from={report.from}
        end={report.end}
        groupBy={report.groupBy}
        onRange={(range) => report.set(range)}
        onGroupBy={(groupBy) => report.set({ groupBy })}
      />
      <Tabs
        activeKey={report.tab}
        onChange={(tab) => report.set({ tab: tab as ReportTab })}
        items={[
          {
            key: 'revenue',
            label: 'Doanh thu',
            children: <RevenueReport query={report.query} />,
          },
          {
            key: 'reconciliation',
            label: 'Đối soát ngân hàng',
            children: <ReconciliationReport query={report.query} />,
          },
        ]}
      />
    </>
  );
}
