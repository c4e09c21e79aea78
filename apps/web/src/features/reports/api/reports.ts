import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ProfitOrder,
  ProfitReport,
  ReceivableBills,
  ReceivablesReport,
  ReconciliationReport,
  ReportName,
  RevenueLine,
  RevenueReport,
  ThroughputActivity,
  ThroughputLine,
  ThroughputReport,
} from '@app/shared';
import { api, type DownloadedFile, type ListAnswer } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import type { DayRange, GroupBy } from '../lib/report-period';

/** What a report is asked for: its days and how its rows are cut. */
export interface ReportQuery extends DayRange {
  groupBy: GroupBy;
}

/** A page of a list behind a report (the server's `skip` and `take`). */
export interface PageQuery {
  skip: number;
  take: number;
}

/** A report (`profit`) or the rows behind one of its figures (`profit/orders`). */
export type ReportPath = ReportName | `${ReportName}/${string}`;

export const reportKeys = {
  all: [...adminKeys.all, 'reports'],
  report: (path: ReportPath, query: object) => [...adminKeys.all, 'reports', path, query],
} as const;

/** One GET of the reports' API, kept while the next page or period loads. */
const reportQuery = <Answer>(path: ReportPath, query: object) =>
  queryOptions({
    queryKey: reportKeys.report(path, query),
    queryFn: () => api<Answer>(`admin/reports/${path}`, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const revenueQuery = (query: ReportQuery) => reportQuery<RevenueReport>('revenue', query);

export const reconciliationQuery = (query: ReportQuery) =>
  reportQuery<ReconciliationReport>('reconciliation', query);

/** The fee line changes behind one revenue figure: its days, its kind (none: every kind). */
export interface RevenueLinesQuery extends DayRange, PageQuery {
  kind?: number | undefined;
}

export const revenueLinesQuery = (query: RevenueLinesQuery) =>
  reportQuery<ListAnswer<RevenueLine>>('revenue/lines', query);

export const profitQuery = (query: ReportQuery) => reportQuery<ProfitReport>('profit', query);

/** The orders bought in a period, behind its profit. */
export type ProfitOrdersQuery = DayRange & PageQuery;

export const profitOrdersQuery = (query: ProfitOrdersQuery) =>
  reportQuery<ListAnswer<ProfitOrder>>('profit/orders', query);

/** The customers who owe now, the largest debt first: no period. */
export const receivablesQuery = (query: PageQuery) =>
  reportQuery<ReceivablesReport>('receivables', query);

export const receivableBillsQuery = (customerId: number) =>
  reportQuery<ReceivableBills>('receivables/bills', { customerId });

export const throughputQuery = (query: ReportQuery) =>
  reportQuery<ThroughputReport>('throughput', query);

/** The state changes behind one throughput count: an activity, a staff member's or a warehouse's. */
export interface ThroughputLinesQuery extends DayRange, PageQuery {
  activity: ThroughputActivity;
  staffId?: number | undefined;
  /** 0: the Chinese warehouse. */
  warehouseId?: number | undefined;
}

export const throughputLinesQuery = (query: ThroughputLinesQuery) =>
  reportQuery<ListAnswer<ThroughputLine>>('throughput/lines', query);

/**
 * What a report or its rows came to as the server's workbook: `format=xlsx` on the query the
 * table shown was asked with.
 */
export const downloadReport = (path: ReportPath, query: object) =>
  api<DownloadedFile>(`admin/reports/${path}`, {
    query: { ...query, format: 'xlsx' },
    file: true,
  });
