import { Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  formatDateTime,
  formatNumber,
  REPORT_EXPORT_KEEP_DAYS,
  ReportExportStatus,
  type ReportExportRow,
} from '@app/shared';
import { CellNote, facts, Note } from '../../../components/cell-note';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SpreadRow } from '../../../components/spread-row';
import { compactColumn } from '../../../components/table-columns';
import { reportExportsQuery } from '../api/report-exports';
import { usePaging } from '../lib/use-paging';
import { DownloadExportButton } from './download-export-button';
import { ExportStatusTag } from './export-status-tag';

/** Its rows once built; while it is built (or when it could not be) there is no count. */
const rowsOf = (file: ReportExportRow) =>
  file.Status === ReportExportStatus.Ready ? formatNumber(file.Rows) : '—';

/** Why a file could not be built, as the server says it; nothing for the others. */
const failure = (file: ReportExportRow) =>
  file.Status === ReportExportStatus.Failed && file.Error ? (
    <Typography.Text type="danger" style={{ fontSize: 13 }}>
      {file.Error}
    </Typography.Text>
  ) : null;

/** Only a built file can be downloaded. */
const download = (file: ReportExportRow) =>
  file.Status === ReportExportStatus.Ready ? <DownloadExportButton file={file} /> : null;

const columns: TableColumnsType<ReportExportRow> = [
  {
    title: 'Báo cáo',
    dataIndex: 'ReportName',
    render: (name: string, file) => <CellNote note={file.Description}>{name}</CellNote>,
  },
  {
    title: 'Tạo lúc',
    dataIndex: 'CreatedDate',
    width: 140,
    render: (value: string) => formatDateTime(value),
  },
  {
    title: 'Trạng thái',
    dataIndex: 'Status',
    width: 220,
    render: (_, file) => (
      <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
        <ExportStatusTag status={file.Status} />
        {failure(file)}
      </div>
    ),
  },
  { title: 'Số dòng', dataIndex: 'Rows', width: 100, align: 'right', render: (_, f) => rowsOf(f) },
  { title: '', key: 'download', width: 110, render: (_, file) => download(file) },
];

const compact = compactColumn<ReportExportRow>('Tệp', (file) => (
  <>
    <SpreadRow tight>
      <strong>{file.ReportName}</strong>
      <ExportStatusTag status={file.Status} />
    </SpreadRow>
    <Note>
      {facts(
        file.Description,
        formatDateTime(file.CreatedDate),
        file.Status === ReportExportStatus.Ready && `${rowsOf(file)} dòng`,
      )}
    </Note>
    {failure(file)}
    {file.Status === ReportExportStatus.Ready && <div>{download(file)}</div>}
  </>
));

/**
 * The files the signed-in staff member asked the server to build, newest first, a page at a time;
 * the query reads the list again every few seconds while one is still being built.
 */
export function ExportedFilesList() {
  const { query, paging } = usePaging();
  const { data, isPending, isPlaceholderData } = useQuery(reportExportsQuery(query));
  return (
    <>
      <Typography.Paragraph type="secondary">
        Danh sách quá lớn để tải ngay được tạo thành tệp Excel ở đây. Tệp được giữ{' '}
        {REPORT_EXPORT_KEEP_DAYS} ngày; chỉ bạn thấy các tệp của mình.
      </Typography.Paragraph>
      <ResponsiveTable<ReportExportRow>
        size="small"
        rows={data?.Items ?? []}
        columns={columns}
        compact={compact}
        scrollX={700}
        // Not on each poll: the rows stay still while they are read again.
        loading={isPending || isPlaceholderData}
        emptyText="Chưa có tệp nào. Khi một danh sách quá lớn để tải ngay, tệp sẽ được tạo ở đây."
        paging={{ ...paging(data?.Total ?? 0), noun: 'tệp' }}
      />
    </>
  );
}
