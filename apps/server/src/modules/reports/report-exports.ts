import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatDate,
  formatNumber,
  labelOf,
  profitOrdersQuery,
  receivablesQuery,
  REPORT_EXPORT_KEEP_DAYS,
  REPORT_EXPORT_MAX_ROWS,
  REPORT_EXPORT_NAMES,
  ReportExportStatus,
  reportExportStatusNames,
  revenueLinesQuery,
  sentenceOf,
  throughputLinesQuery,
  type CreateReportExportInput,
  type ReportExportName,
  type ReportExportRow,
  type ReportQuery,
} from '@app/shared';
import type { Database, Executor } from '../../db/client.js';
import { reportExports } from '../../db/schema.js';
import {
  itemsWorkbook,
  type ExportSheet,
  type Page,
  type PagedItems,
} from '../../lib/console-list.js';
import { BadRequestError, NotFoundError, type FieldErrors } from '../../lib/errors.js';
import { newestFirst, rowsWhere } from '../../lib/paging.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { Queue } from '../jobs/queues.js';
import { profitOrders } from './profit.js';
import { receivablesReport } from './receivables.js';
import { reportPeriod } from './report-period.js';
import {
  profitOrdersSheet,
  receivablesSheet,
  revenueLinesSheet,
  throughputLinesSheet,
} from './report-sheets.js';
import { revenueLines } from './revenue.js';
import { throughputLines } from './throughput.js';

/** Rows read per statement while a file is built: few statements, bounded memory per page. */
const BUILD_PAGE = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How a report's rows are read for its file: its query's schema, its pages and its sheet. */
interface ExportSource<Query, Item> {
  schema: z.ZodType<Query, unknown>;
  sheet: ExportSheet<Item>;
  rows: (tx: Executor, query: Query, page: Page) => Promise<PagedItems<Item>>;
  /** What the file covers, for the list of files: a period's days; công nợ is as of now: ''. */
  describe: (query: Query) => string;
}

/** A source with its types erased behind what the job needs of it. */
interface ErasedSource {
  parse(raw: Record<string, string>): unknown;
  describe(query: unknown): string;
  build(tx: Executor, query: unknown): Promise<{ workbook: Buffer; rows: number }>;
}

/** A period's days as the console writes them: 01/11/2026 – 27/11/2026. */
const daysOf = (query: Pick<ReportQuery, 'from' | 'end'>) => {
  const period = reportPeriod(query);
  return `${formatDate(period.from)} – ${formatDate(period.end)}`;
};

function erase<Query, Item>(source: ExportSource<Query, Item>): ErasedSource {
  return {
    parse(raw) {
      const parsed = source.schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        (fields[String(issue.path[0] ?? 'Query')] ??= []).push(issue.message);
      }
      throw new BadRequestError(fields);
    },
    describe: (query) => source.describe(query as Query),
    async build(tx, query) {
      const items: Item[] = [];
      // Rows may arrive while the pages are read: stop at a short page rather than at a Total.
      for (let skip = 0; ; skip += BUILD_PAGE) {
        const page = await source.rows(tx, query as Query, { skip, take: BUILD_PAGE });
        if (page.Total > REPORT_EXPORT_MAX_ROWS) {
          throw new BadRequestError([
            sentenceOf('reportExportTooLarge', {
              count: formatNumber(page.Total),
              max: formatNumber(REPORT_EXPORT_MAX_ROWS),
            }),
          ]);
        }
        items.push(...page.Items);
        if (page.Items.length < BUILD_PAGE) break;
      }
      return { workbook: await itemsWorkbook(items, source.sheet), rows: items.length };
    },
  };
}

// A drill-down's page size is the console's (at most 100); the job reads larger pages, so each
// source calls the report's own function with the page it is given, not the query's skip/take.
const SOURCES: Record<ReportExportName, ErasedSource> = {
  'revenue/lines': erase({
    schema: revenueLinesQuery,
    sheet: revenueLinesSheet,
    rows: (tx, query, page) => revenueLines(tx, reportPeriod(query), { ...query, ...page }),
    describe: daysOf,
  }),
  'profit/orders': erase({
    schema: profitOrdersQuery,
    sheet: profitOrdersSheet,
    rows: (tx, query, page) => profitOrders(tx, reportPeriod(query), page),
    describe: daysOf,
  }),
  receivables: erase({
    schema: receivablesQuery,
    sheet: receivablesSheet,
    rows: (tx, _query, page) => receivablesReport(tx, page),
    describe: () => '',
  }),
  'throughput/lines': erase({
    schema: throughputLinesQuery,
    sheet: throughputLinesSheet,
    rows: (tx, query, page) => throughputLines(tx, reportPeriod(query), { ...query, ...page }),
    describe: daysOf,
  }),
};

/**
 * Asks for a report's workbook: its query checked as the report's own call checks it (a bad one
 * answers 400 now, not a failed file later), the request written and its job queued together.
 * Files older than a week go at the same time.
 */
export async function requestReportExport(
  db: Database,
  jobs: Pick<JobQueue, 'enqueue'>,
  staffId: number,
  input: CreateReportExportInput,
): Promise<{ Id: number }> {
  const source = SOURCES[input.Report];
  const query = source.parse(input.Query);
  return db.transaction(async (tx) => {
    await tx
      .delete(reportExports)
      .where(lt(reportExports.createdAt, new Date(Date.now() - REPORT_EXPORT_KEEP_DAYS * DAY_MS)));
    const [row] = await tx
      .insert(reportExports)
      .values({
        report: input.Report,
        query: input.Query,
        description: source.describe(query),
        requestedBy: staffId,
      })
      .returning({ id: reportExports.id });
    await jobs.enqueue(tx, Queue.ReportExport, { exportId: row!.id });
    return { Id: row!.id };
  });
}

/** A file's name: the report's sheet name in ASCII, and the export's number. */
const fileNameOf = (report: ReportExportName, id: number) => `${report.replace('/', '-')}-${id}`;

/**
 * The job: builds the file and keeps it with the request. A refusal with a sentence (too many
 * rows) ends the export as Failed with that sentence; anything else is thrown for the queue to
 * try again, and marked Failed on the last attempt.
 */
export async function buildReportExport(
  db: Database,
  exportId: number,
  lastAttempt: boolean,
): Promise<void> {
  const [request] = await db
    .select({ report: reportExports.report, query: reportExports.query })
    .from(reportExports)
    .where(
      and(eq(reportExports.id, exportId), eq(reportExports.status, ReportExportStatus.Building)),
    );
  if (!request) return;
  const report = request.report as ReportExportName;
  const source = SOURCES[report];
  const fail = (error: string) =>
    db
      .update(reportExports)
      .set({ status: ReportExportStatus.Failed, error, finishedAt: new Date() })
      .where(eq(reportExports.id, exportId));
  try {
    // One snapshot for every page: a file's rows agree with one another.
    const built = await db.transaction(
      async (tx) => source.build(tx, source.parse(request.query as Record<string, string>)),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await db
      .update(reportExports)
      .set({
        status: ReportExportStatus.Ready,
        rows: built.rows,
        file: built.workbook,
        fileName: fileNameOf(report, exportId),
        finishedAt: new Date(),
      })
      .where(eq(reportExports.id, exportId));
  } catch (error) {
    if (error instanceof BadRequestError) {
      await fail(error.message);
      return;
    }
    if (lastAttempt) await fail(sentenceOf('reportExportFailed'));
    throw error;
  }
}

/** The staff member's own exports, newest first. */
export async function listReportExports(
  tx: Executor,
  staffId: number,
  page: Page,
): Promise<{ Items: ReportExportRow[]; Total: number }> {
  const mine = eq(reportExports.requestedBy, staffId);
  const Total = await rowsWhere(tx, reportExports, mine);
  const rows = await tx
    .select({
      id: reportExports.id,
      report: reportExports.report,
      description: reportExports.description,
      status: reportExports.status,
      rows: reportExports.rows,
      error: reportExports.error,
      createdAt: reportExports.createdAt,
      finishedAt: reportExports.finishedAt,
    })
    .from(reportExports)
    .where(mine)
    .orderBy(...newestFirst(reportExports.createdAt, reportExports.id))
    .offset(page.skip)
    .limit(page.take);
  return {
    Total,
    Items: rows.map((row) => ({
      Id: row.id,
      Report: row.report,
      ReportName: REPORT_EXPORT_NAMES[row.report as ReportExportName] ?? row.report,
      Description: row.description,
      Status: row.status,
      StatusName: labelOf(reportExportStatusNames, row.status),
      Rows: row.rows,
      Error: row.error,
      CreatedDate: row.createdAt.toISOString(),
      FinishedDate: row.finishedAt?.toISOString() ?? '',
    })),
  };
}

/** A built file of the staff member's own (another's, or none: 404; not built yet: 400). */
export async function reportExportFile(
  tx: Executor,
  staffId: number,
  id: number,
): Promise<{ fileName: string; file: Buffer }> {
  const [row] = await tx
    .select({
      status: reportExports.status,
      fileName: reportExports.fileName,
      file: reportExports.file,
    })
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.requestedBy, staffId)));
  if (!row) throw new NotFoundError();
  if (row.status !== ReportExportStatus.Ready || !row.file) {
    throw new BadRequestError([sentenceOf('reportExportNotReady')]);
  }
  return { fileName: row.fileName, file: row.file };
}
