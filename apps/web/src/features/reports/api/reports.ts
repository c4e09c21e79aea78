import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReconciliationReport, ReportName, RevenueLine, RevenueReport } from '@app/shared';
import { api, type DownloadedFile, type ListAnswer } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import type { DayRange, GroupBy } from '../lib/report-period';

/** What a report is asked for: its days and how its rows are cut. */
export interface ReportQuery extends DayRange {
  groupBy: GroupBy;
}

export const reportKeys = {
  all: [...adminKeys.all, 'reports'],
  report: (name: ReportName, query: ReportQuery) => [...adminKeys.all, 'reports', name, query],
  lines: (query: RevenueLinesQuery) => [...adminKeys.all, 'reports', 'revenue-lines', query],
} as const;

export const revenueQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.report('revenue', query),
    queryFn: () => api<RevenueReport>('admin/reports/revenue', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const reconciliationQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.report('reconciliation', query),
    queryFn: () =>
      api<ReconciliationReport>('admin/reports/reconciliation', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** The fee line changes behind one revenue figure: its days, its kind (none: every kind). */
export interface RevenueLinesQuery extends DayRange {
  kind?: number | undefined;
  skip: number;
  take: number;
}

export const revenueLinesQuery = (query: RevenueLinesQuery) =>
  queryOptions({
    queryKey: reportKeys.lines(query),
    queryFn: () =>
      api<ListAnswer<RevenueLine>>('admin/reports/revenue/lines', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** The report's rows and totals as the server's workbook (`format=xlsx`). */
export const downloadReport = (name: ReportName, query: ReportQuery) =>
  api<DownloadedFile>(`admin/reports/${name}`, {
    query: { ...query, format: 'xlsx' },
    file: true,
  });
