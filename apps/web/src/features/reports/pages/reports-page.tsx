import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { AsOfNowBar } from '../components/as-of-now-bar';
import { ExportedFiles } from '../components/exported-files';
import { ExportedFilesButton } from '../components/exported-files-button';
import { PeriodBar } from '../components/period-bar';
import { ProfitReport } from '../components/profit-report';
import { ReceivablesReport } from '../components/receivables-report';
import { ReconciliationReport } from '../components/reconciliation-report';
import { RevenueReport } from '../components/revenue-report';
import { ThroughputReport } from '../components/throughput-report';
import { useReportParams, type ReportTab } from '../lib/use-report-params';

/**
 * "Báo cáo" (DESIGN §12): the owner's reports — revenue by fee kind, profit per order, what the
 * customers owe, the bank transfers reconciled against the credits, the staff's and warehouses'
 * throughput — each a tab, each exportable to Excel. The period, the grouping and the tab are
 * kept in the URL: a link opens the same report. Công nợ is as of now: no period bar there.
 * A list too long to download at once is built on the server: "Tệp đã xuất", beside the title
 * (under it on a phone), lists those files.
 */
export default function ReportsPage() {
  const report = useReportParams();
  return (
    <ExportedFiles>
      <PageTitle title="Báo cáo" actions={<ExportedFilesButton />} />
      {report.tab === 'receivables' ? (
        <AsOfNowBar />
      ) : (
        <PeriodBar
          from={report.from}
          end={report.end}
          groupBy={report.groupBy}
          onRange={(range) => report.set(range)}
          onGroupBy={(groupBy) => report.set({ groupBy })}
        />
      )}
      <Tabs
        activeKey={report.tab}
        onChange={(tab) => report.set({ tab: tab as ReportTab })}
        items={
          [
            {
              key: 'revenue',
              label: 'Doanh thu',
              children: <RevenueReport query={report.query} />,
            },
            {
              key: 'profit',
              label: 'Lợi nhuận',
              children: <ProfitReport query={report.query} />,
            },
            {
              key: 'receivables',
              label: 'Công nợ',
              children: <ReceivablesReport />,
            },
            {
              key: 'reconciliation',
              label: 'Đối soát ngân hàng',
              children: <ReconciliationReport query={report.query} />,
            },
            {
              key: 'throughput',
              label: 'Hiệu suất nhân viên & kho',
              children: <ThroughputReport query={report.query} />,
            },
          ] satisfies { key: ReportTab; label: string; children: ReactNode }[]
        }
      />
    </ExportedFiles>
  );
}
