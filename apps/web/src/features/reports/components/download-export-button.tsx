import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ReportExportRow } from '@app/shared';
import { downloadReportExport } from '../api/report-exports';
import { useDownload } from '../lib/use-download';

/** "Tải về": a file built by the server, saved under the name the server gives it. */
export function DownloadExportButton({ file }: { file: ReportExportRow }) {
  const { busy, download } = useDownload(
    () => downloadReportExport(file.Id),
    'Đã tải tệp Excel về.',
  );
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={`Tải về ${file.ReportName}${file.Description ? `, ${file.Description}` : ''}`}
      onClick={download}
    >
      Tải về
    </Button>
  );
}
