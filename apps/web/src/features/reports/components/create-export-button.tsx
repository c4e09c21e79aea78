import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber, EXPORT_MAX_ROWS, type ReportExportName } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { reportExportKeys, requestReportExport } from '../api/report-exports';
import { useShowExportedFiles } from '../lib/exported-files-context';

/**
 * "Tạo tệp Excel": a list too long to download at once is built by a job on the server. Once
 * asked, the list of exported files opens, its new row "Đang tạo" until the file is ready. A
 * refusal (400) was already shown by the api client.
 */
export function CreateExportButton({
  report,
  query,
  disabled,
}: {
  report: ReportExportName;
  /** The list's own query, without paging. */
  query: object;
  disabled?: boolean | undefined;
}) {
  const client = useQueryClient();
  const showFiles = useShowExportedFiles();
  const create = useMutation({
    mutationFn: () => requestReportExport(report, query),
    onSuccess: () => {
      toast.success('Đang tạo tệp. Tệp sẽ có trong mục Tệp đã xuất khi xong.');
      void client.invalidateQueries({ queryKey: reportExportKeys.all });
      showFiles();
    },
  });
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={create.isPending}
      disabled={disabled}
      title={`Danh sách có hơn ${formatNumber(EXPORT_MAX_ROWS)} dòng: tệp được tạo trên máy chủ, tải về khi xong.`}
      onClick={() => create.mutate()}
    >
      Tạo tệp Excel
    </Button>
  );
}
