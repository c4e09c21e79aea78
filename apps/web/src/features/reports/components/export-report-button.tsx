import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_MAX_ROWS } from '@app/shared';
import { isReportExportName } from '../api/report-exports';
import { downloadReport, type ReportPath } from '../api/reports';
import { useDownload } from '../lib/use-download';
import { CreateExportButton } from './create-export-button';

/**
 * "Xuất Excel": the report shown (its rows and totals), or the rows behind one of its figures, as
 * the server's `.xlsx` workbook. A list longer than the server writes while the user waits
 * (`total` above EXPORT_MAX_ROWS, which it would refuse) is built as a job instead: "Tạo tệp Excel".
 */
export function ExportReportButton({
  report,
  query,
  total,
  disabled,
}: {
  report: ReportPath;
  /** What the table shown was asked (the period, a customer…), without paging. */
  query: object;
  /** A list's number of rows, as its page said (none: a report, never too long). */
  total?: number | undefined;
  disabled?: boolean;
}) {
  const { busy, download } = useDownload(
    () => downloadReport(report, query),
    'Đã xuất báo cáo ra tệp Excel.',
  );
  if (total !== undefined && total > EXPORT_MAX_ROWS && isReportExportName(report)) {
    return <CreateExportButton report={report} query={query} disabled={disabled} />;
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={download}>
      Xuất Excel
    </Button>
  );
}
