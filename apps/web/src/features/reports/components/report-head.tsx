import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ReportName } from '@app/shared';
import type { ReportQuery } from '../api/reports';
import { ExportReportButton } from './export-report-button';

/** What a report shows, in a sentence, beside its "Xuất Excel" (greyed out while it has no rows). */
export function ReportHead({
  report,
  query,
  empty,
  children,
}: {
  report: ReportName;
  query: ReportQuery;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        marginBottom: 16,
      }}
    >
      <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>
        {children}
      </Typography.Text>
      <ExportReportButton report={report} query={query} disabled={empty} />
    </div>
  );
}
