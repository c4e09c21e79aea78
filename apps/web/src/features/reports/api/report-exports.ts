import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  REPORT_EXPORT_NAMES,
  ReportExportStatus,
  type ReportExportName,
  type ReportExportRow,
} from '@app/shared';
import { api, type DownloadedFile, type ListAnswer } from '../../../lib/api-client';
import { reportKeys, type PageQuery, type ReportPath } from './reports';

/** How often the list of exported files is read again while one of them is being built. */
export const EXPORT_POLL_MS = 3_000;

export const reportExportKeys = {
  all: [...reportKeys.all, 'exports'],
  page: (page: PageQuery) => [...reportKeys.all, 'exports', page],
} as const;

/** Whether the server can build this list's workbook as a job (the lists that can grow large). */
export const isReportExportName = (report: ReportPath): report is ReportExportName =>
  Object.hasOwn(REPORT_EXPORT_NAMES, report);

/**
 * A list's query as the export job takes it: the same params its own call sends (the api client
 * leaves out what is undefined), each as a string.
 */
export function exportQueryOf(query: object): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      strings[key] = String(value);
    }
  }
  return strings;
}

/** Asks the server to build a list's workbook in the background; it then shows in the list below. */
export const requestReportExport = (report: ReportExportName, query: object) =>
  api<{ Id: number }>('admin/reports/exports', {
    method: 'POST',
    body: { Report: report, Query: exportQueryOf(query) },
  });

/**
 * The signed-in staff member's exported files, newest first. Read afresh whenever the list is
 * shown (a file may have been asked for meanwhile), and every few seconds while one is still being
 * built, so it turns "Sẵn sàng" without a reload; read without the global loading bar, since the
 * table shows its own. A page kept while the next one loads, as the other lists.
 */
export const reportExportsQuery = (page: PageQuery) =>
  queryOptions({
    queryKey: reportExportKeys.page(page),
    queryFn: () =>
      api<ListAnswer<ReportExportRow>>('admin/reports/exports', {
        query: { ...page },
        noloading: true,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.Items.some((row) => row.Status === ReportExportStatus.Building)
        ? EXPORT_POLL_MS
        : false,
  });

/** A built file, as the server's `.xlsx` download. */
export const downloadReportExport = (id: number) =>
  api<DownloadedFile>(`admin/reports/exports/${id}/file`, { file: true });
