import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ReportPath } from '../api/reports';
import { ExportReportButton } from './export-report-button';

/**
 * What a report or a list shows, in a sentence, beside its "Xuất Excel" (greyed out while it has
 * no rows). A list gives its `total`: the button then knows when the file must be built as a job.
 */
export function ReportHead({
  report,
  query,
  empty,
  total,
  children,
}: {
  report: ReportPath;
  /** What the table shown was asked (the period, a customer…), without paging. */
  query: object;
  /** None: empty while the list's `total` is unknown or 0. */
  empty?: boolean;
  /** A list's number of rows, as its page said. */
  total?: number | undefined;
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
      <ExportReportButton report={report} query={query} total={total} disabled={empty ?? !total} />
    </div>
  );
}
