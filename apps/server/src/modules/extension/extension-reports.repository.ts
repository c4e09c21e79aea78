import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  EXTENSION_REPORT_STATUS,
  extensionReportStatusNames,
  labelOf,
  type ExtensionReportInput,
  type ExtensionReportListQuery,
  type ExtensionReportRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { extensionReports, users } from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';
import { likeContains } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

export type ExtensionReportRecord = typeof extensionReports.$inferSelect;

/**
 * A page the extension could not read, kept for staff: the same link reported again while its
 * report still waits is that report (the partial unique index of migration 0030 decides, so two
 * reports at once make one row too). Answers the report's id.
 */
export async function saveReport(
  tx: Executor,
  customerId: number | null,
  input: ExtensionReportInput,
): Promise<number> {
  const [inserted] = await tx
    .insert(extensionReports)
    .values({
      customerId,
      link: input.Link,
      site: input.Site,
      version: input.Version,
      reason: input.Reason,
    })
    .onConflictDoNothing()
    .returning({ id: extensionReports.id });
  if (inserted) return inserted.id;
  const [waiting] = await tx
    .select({ id: extensionReports.id })
    .from(extensionReports)
    .where(
      and(
        sql`md5(${extensionReports.link}) = md5(${input.Link})`,
        eq(extensionReports.status, EXTENSION_REPORT_STATUS.New),
      ),
    );
  if (!waiting) throw new Error('extension report neither inserted nor found');
  return waiting.id;
}

const columns = {
  report: extensionReports,
  customerCode: sql<string>`coalesce(${users.code}, '')`,
};

function toRow(row: { report: ExtensionReportRecord; customerCode: string }): ExtensionReportRow {
  const { report } = row;
  return {
    Id: report.id,
    Link: report.link,
    Site: report.site,
    Version: report.version,
    Reason: report.reason,
    CustomerId: report.customerId,
    CustomerCode: row.customerCode,
    Status: report.status,
    StatusName: labelOf(extensionReportStatusNames, report.status),
    HandledNote: report.handledNote,
    CreatedDate: report.createdAt.toISOString(),
  };
}

/** What the keyword finds: a part of the page's link, or the customer who reported it. */
async function reportMatch(tx: Executor, keyword: string): Promise<SQL | undefined> {
  return or(
    ilike(extensionReports.link, likeContains(keyword)),
    await ofCustomersMatching(tx, extensionReports.customerId, keyword),
  );
}

/** admin extension-reports: the reports of the statuses asked for, newest first, with each count. */
export async function listReports(
  tx: Executor,
  query: ExtensionReportListQuery,
  page: Page = query,
) {
  return statusListPage(tx, page, {
    key: {
      id: extensionReports.id,
      createdAt: extensionReports.createdAt,
      status: extensionReports.status,
    },
    statuses: Object.values(EXTENSION_REPORT_STATUS),
    asked: query.status,
    found: query.keyword ? await reportMatch(tx, query.keyword) : undefined,
    rows: (where) =>
      tx
        .select(columns)
        .from(extensionReports)
        .leftJoin(users, eq(users.id, extensionReports.customerId))
        .where(where)
        .orderBy(...newestFirst(extensionReports.createdAt, extensionReports.id)),
    toItem: toRow,
  });
}

/** One report as the console lists it. */
export async function reportRow(tx: Executor, id: number): Promise<ExtensionReportRow | null> {
  const [row] = await tx
    .select(columns)
    .from(extensionReports)
    .leftJoin(users, eq(users.id, extensionReports.customerId))
    .where(eq(extensionReports.id, id));
  return row ? toRow(row) : null;
}
