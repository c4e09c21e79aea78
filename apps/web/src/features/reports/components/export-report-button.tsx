import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { toast } from '../../../lib/dialogs';
import { saveFile } from '../../../lib/save-file';
import type { ReportName } from '@app/shared';
import { downloadReport, type ReportQuery } from '../api/reports';

/** "Xuất Excel": the report shown (its rows and totals) as the server's `.xlsx` workbook. */
export function ExportReportButton({
  report,
  query,
  disabled,
}: {
  report: ReportName;
  query: ReportQuery;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadReport(report, query);
      saveFile(blob, fileName);
      toast.success('Đã xuất báo cáo ra tệp Excel.');
    } catch {
      // A refusal (a period too long) was shown by the API client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
    >
      Xuất Excel
    </Button>
  );
}
