import { z } from 'zod';
import { messages } from '../messages.js';
import { pagingFields } from './common.js';

/**
 * A report's rows too many to wait for (DESIGN §12): the console asks for the workbook, a job
 * builds it, and the file waits for its download under "Tệp đã xuất" for a week.
 */
export const REPORT_EXPORT_NAMES = {
  'revenue/lines': 'Chi tiết doanh thu',
  'profit/orders': 'Lợi nhuận theo đơn',
  receivables: 'Công nợ khách hàng',
  'throughput/lines': 'Chi tiết hiệu suất',
} as const;
export type ReportExportName = keyof typeof REPORT_EXPORT_NAMES;
const exportNames = Object.keys(REPORT_EXPORT_NAMES) as [ReportExportName, ...ReportExportName[]];

/** The most rows one exported file holds: a sheet of them stays a few megabytes. */
export const REPORT_EXPORT_MAX_ROWS = 200_000;
/** How long a built file is kept, days. */
export const REPORT_EXPORT_KEEP_DAYS = 7;

export const ReportExportStatus = { Building: 0, Ready: 1, Failed: 2 } as const;
export type ReportExportStatus = (typeof ReportExportStatus)[keyof typeof ReportExportStatus];
export const reportExportStatusNames: Record<ReportExportStatus, string> = {
  0: 'Đang tạo',
  1: 'Sẵn sàng',
  2: 'Không tạo được',
};

/**
 * What to export: the report's name and its query as the report's own call takes it (`from`,
 * `end`, `kind`…, strings), checked by that call's schema before the job is queued.
 */
export const createReportExportSchema = z.object({
  Report: z.enum(exportNames, { error: messages.reportExportInvalid }),
  Query: z
    .record(z.string(), z.string({ error: messages.reportExportInvalid }), {
      error: messages.reportExportInvalid,
    })
    .default({}),
});
export type CreateReportExportInput = z.infer<typeof createReportExportSchema>;

export const reportExportListQuery = z.object({ ...pagingFields });

export const reportExportRow = z.object({
  Id: z.number().int(),
  Report: z.string(),
  ReportName: z.string(),
  /** The period or the customer it covers, as the console wrote it ('' for none). */
  Description: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  Rows: z.number().int(),
  /** Why it could not be built, in a sentence ('' unless Failed). */
  Error: z.string(),
  CreatedDate: z.string(),
  FinishedDate: z.string(),
});
export type ReportExportRow = z.infer<typeof reportExportRow>;
