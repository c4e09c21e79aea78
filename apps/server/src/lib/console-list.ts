import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell, type Row as SheetRow } from 'write-excel-file/node';
import {
  COUNT_CAP,
  EXPORT_MAX_ROWS,
  countedRows,
  formatNumber,
  type ConsoleListAnswer,
  type StatusCounts,
} from '@app/shared';
import type { Executor } from '../db/client.js';
import { ruleError } from './errors.js';
import { newestFirst } from './paging.js';
import { qualified } from './qualified.js';
import { isTallied, talliedCounts } from './status-tallies.js';

/** A page of a list: what `skip, take` ask for. */
export interface Page {
  skip: number;
  take: number;
}

/** How many rows a status holds, as a list's `counts` read them; `capped`: more than `count`. */
export interface StatusRowCount {
  status: number;
  count: number;
  capped?: boolean;
}

/** The pieces of a console list, written by its repository. */
export interface ConsoleListSource<Row, Item> {
  /** The rows of one page in the list's order (its own WHERE, ORDER BY, OFFSET and LIMIT). */
  rows: (page: Page) => PromiseLike<Row[]>;
  /**
   * Rows per status among those every other filter lets through: the tabs' counts, and the Total
   * of the statuses asked for. A count over COUNT_CAP is shown as "hơn 10.000" (cappedCounts).
   */
  counts: () => PromiseLike<StatusRowCount[]>;
  toItem: (row: Row) => Item;
}

/**
 * A console list's answer (shared consoleListAnswer): one page and the count of every status, read
 * by the same call, so the tabs never disagree with the rows under them. One statement after the
 * other on the caller's connection: a list holds one connection of the pool, never two.
 */
export async function consolePage<Row, Item>(
  page: Page,
  statuses: readonly number[] | undefined,
  source: ConsoleListSource<Row, Item>,
): Promise<ConsoleListAnswer<Item>> {
  const rows = await source.rows(page);
  const read = await source.counts();
  // A status with no rows is left out: a tab without a count of its own shows 0.
  const Counts: StatusCounts = read
    .map((row) => ({
      Status: Number(row.status),
      Count: Number(row.count),
      ...(row.capped && { Capped: true }),
    }))
    .filter((row) => row.Count > 0)
    .sort((a, b) => a.Status - b.Status);
  const total = countedRows(Counts, statuses);
  return {
    Items: rows.map((row) => source.toItem(row)),
    Total: total.count,
    Counts,
    ...(total.capped && { Capped: true }),
  };
}

/**
 * The rows of each status among those the other filters let through, each status counted by its
 * own walk of the list's status index, stopping after COUNT_CAP + 1 (`(select count(*) from
 * (select 1 … where status = s limit 10001))` for every s): a filter matching more than that is
 * "hơn 10.000", not a read of every row it matches on every page. `matching` is the list's rows
 * with their status compared to the SQL it is given, `select 1 from … where …`.
 */
export async function cappedCounts(
  tx: Executor,
  statuses: readonly number[],
  matching: (status: SQL) => SQLWrapper,
): Promise<StatusRowCount[]> {
  const values = sql.raw(`array[${statuses.map((status) => Math.trunc(status)).join(',')}]::int[]`);
  const limit = sql.raw(String(COUNT_CAP + 1));
  const read = await tx
    .select({
      status: sql<number>`s.status`.mapWith(Number),
      count:
        sql<number>`(select count(*) from (${matching(sql`s.status`)} limit ${limit}) capped)`.mapWith(
          Number,
        ),
    })
    .from(sql`unnest(${values}) as s(status)`);
  return read.map(({ status, count }) =>
    count > COUNT_CAP ? { status, count: COUNT_CAP, capped: true } : { status, count },
  );
}

/** The columns a console list pages by: its key, its time and its status. */
export interface StatusPageKey {
  id: PgColumn;
  createdAt: PgColumn;
  status: PgColumn;
}

/**
 * Which rows one page of a console list shows, newest first, among the statuses of its tab (every
 * status on "Tất cả"): one walk of the list's (status, created_at desc, id desc) index per status,
 * each stopping at skip + take entries, then the newest of those. A tab of several statuses would
 * otherwise read and sort every row they hold on every page, and "Tất cả" every row of the table.
 * `found` (the keyword) must name only the list's own table, like lib/paging.ts pageWhere.
 */
function statusPageWhere(
  key: StatusPageKey,
  statuses: readonly number[],
  found: SQL | undefined,
  page: Page,
): SQL {
  const depth = page.skip + page.take;
  const walks = statuses.map(
    (status) =>
      sql`(select ${qualified(key.id)} as id, ${qualified(key.createdAt)} as at
        from ${key.id.table} where ${and(sql`${key.status} = ${status}`, found)}
        order by ${sql.join(newestFirst(key.createdAt, key.id), sql`, `)} limit ${depth})`,
  );
  // `= any(array(…))`: the page's ids are picked first, then read by the key, one index probe
  // each; `in (…)` lets PostgreSQL join them to a scan of the whole table instead.
  return sql`${key.id} = any(array(select picked.id from (${sql.join(walks, sql` union all `)}) picked
    order by picked.at desc nulls last, picked.id desc nulls last
    offset ${page.skip} limit ${page.take}))`;
}

/** A console list over one table with a status column (orders, parcels, slips, requests…). */
export interface StatusList<Row, Item> {
  key: StatusPageKey;
  /** Every status of the list: "Tất cả" walks each one, and each one is counted. */
  statuses: readonly number[];
  /** The statuses of the tab asked for; every status without any. */
  asked: readonly number[] | undefined;
  /** Every filter but the status (the keyword, the days…), on the list's own table. */
  found: SQL | undefined;
  /** The page's rows: the list's select and joins with the `where` given, newest first. */
  rows: (where: SQL) => PromiseLike<Row[]>;
  toItem: (row: Row) => Item;
}

/**
 * One page of a status list and every status's count (consolePage), the page picked by
 * statusPageWhere and the counts from the table's tallies, or by cappedCounts under a filter.
 */
export function statusListPage<Row, Item>(
  tx: Executor,
  page: Page,
  list: StatusList<Row, Item>,
): Promise<ConsoleListAnswer<Item>> {
  const { key, found } = list;
  return consolePage(page, list.asked, {
    rows: (asked) => list.rows(statusPageWhere(key, list.asked ?? list.statuses, found, asked)),
    // The whole list is counted exactly from its table's tallies; a filtered one up to the cap.
    counts: () =>
      found === undefined && isTallied(key.id.table)
        ? talliedCounts(tx, key.id.table, list.statuses)
        : cappedCounts(tx, list.statuses, (status) =>
            tx
              .select({ one: sql`1` })
              .from(key.id.table)
              .where(and(eq(key.status, status), found)),
          ),
    toItem: list.toItem,
  });
}

/** A column of an exported list: its heading, width (characters) and the cell of an item. */
export interface ExportColumn<Item> {
  header: string;
  width: number;
  /** Money and counts as numbers (summable in the sheet), everything else as the console writes it. */
  value: (item: Item) => string | number | null | undefined;
  /** A number's display format; whole numbers with thousands separators unless given. */
  format?: string;
}

/** How a list is written to a workbook: the file's name (ASCII, no extension) and its columns. */
export interface ExportSheet<Item> {
  fileName: string;
  sheetName: string;
  columns: ExportColumn<Item>[];
}

/**
 * A text cell a spreadsheet could read as a formula (`= + - @`, or a tab or line break before one)
 * keeps its text behind an apostrophe: a customer's name "=HYPERLINK(…)" stays a name when a
 * member of staff opens the file or saves it as CSV.
 */
export const neutralised = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

const EXPORT_PAGE = 1_000;

const cellOf = (value: string | number | null | undefined, format = '#,##0'): Cell => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return { value, format };
  return neutralised(value);
};

/** One page of a list (a console list's answer, a report's drill-down) and how many rows it has. */
export interface PagedItems<Item> {
  Items: Item[];
  Total: number;
}

/** Every row of a list's filter, page by page; refused when there are more than one file holds. */
async function allItems<Item>(list: (page: Page) => Promise<PagedItems<Item>>): Promise<Item[]> {
  const tooMany = (count: string) =>
    ruleError('exportTooLarge', { count, max: formatNumber(EXPORT_MAX_ROWS) });
  const first = await list({ skip: 0, take: EXPORT_PAGE });
  if (first.Total > EXPORT_MAX_ROWS) throw tooMany(formatNumber(first.Total));
  const items = [...first.Items];
  // Rows may arrive or leave while the pages are read: stop at a short page rather than the Total,
  // which is only "hơn 10.000" (COUNT_CAP) for a long list, so the pages also tell when it is too long.
  for (let skip = EXPORT_PAGE; items.length === skip; skip += EXPORT_PAGE) {
    if (items.length >= EXPORT_MAX_ROWS) {
      const next = await list({ skip: EXPORT_MAX_ROWS, take: 1 });
      if (next.Items.length > 0) throw tooMany(`hơn ${formatNumber(EXPORT_MAX_ROWS)}`);
      break;
    }
    items.push(...(await list({ skip, take: EXPORT_PAGE })).Items);
  }
  return items;
}

/** A sheet of items: a heading row, then one row per item (a report's totals last). */
function sheetOf<Item>(items: Item[], sheet: ExportSheet<Item>) {
  const heading: SheetRow = sheet.columns.map((column) => ({
    value: column.header,
    fontWeight: 'bold' as const,
  }));
  const rows: SheetRow[] = items.map((item) =>
    sheet.columns.map((column) => cellOf(column.value(item), column.format)),
  );
  return {
    data: [heading, ...rows],
    sheet: sheet.sheetName,
    columns: sheet.columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  };
}

/** Items as an `.xlsx` workbook of one sheet. */
export function itemsWorkbook<Item>(items: Item[], sheet: ExportSheet<Item>): Promise<Buffer> {
  const { data, ...options } = sheetOf(items, sheet);
  return writeXlsxFile(data, options).toBuffer();
}

/** A sheet of a workbook of several (sheetsWorkbook), its items written as `sheet` says. */
export const workbookSheet: <Item>(items: Item[], sheet: ExportSheet<Item>) => WorkbookSheet =
  sheetOf;
export type WorkbookSheet = ReturnType<typeof sheetOf>;

/** A workbook of several sheets (a report with two tables). */
export function sheetsWorkbook(...sheets: WorkbookSheet[]): Promise<Buffer> {
  return writeXlsxFile(sheets).toBuffer();
}

/** The rows of a list's filter as an `.xlsx` workbook. */
export async function listWorkbook<Item>(
  list: (page: Page) => Promise<PagedItems<Item>>,
  sheet: ExportSheet<Item>,
): Promise<Buffer> {
  return itemsWorkbook(await allItems(list), sheet);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook as a download named `<fileName>-<yyyy-MM-dd>.xlsx` (today's date). */
export function sendWorkbook(reply: FastifyReply, fileName: string, workbook: Buffer) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}-${day}.xlsx"`)
    .send(workbook);
}

/**
 * A console list's route answer: the page asked for, or with `format=xlsx` every row of the same
 * filter as a workbook download (`<fileName>-<yyyy-MM-dd>.xlsx`).
 */
export async function answerConsoleList<Item, Answer extends PagedItems<Item>>(
  reply: FastifyReply,
  query: Page & { format: 'json' | 'xlsx' },
  sheet: ExportSheet<Item>,
  list: (page: Page) => Promise<Answer>,
): Promise<Answer | FastifyReply> {
  if (query.format !== 'xlsx') return list(query);
  return sendWorkbook(reply, sheet.fileName, await listWorkbook(list, sheet));
}
