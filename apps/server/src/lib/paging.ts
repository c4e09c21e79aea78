import { and, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AfterValues } from './list-cursor.js';
import { qualified } from './qualified.js';

/** From this offset on, a page is picked among the index's ids before any row is read. */
const DEEP_PAGE = 100;
const isDeepPage = (skip: number) => skip >= DEEP_PAGE;

/**
 * One page of a list and the size of the whole list (DESIGN §3: {Items, Total}). `rows` selects
 * the page (its own WHERE, ORDER BY, OFFSET and LIMIT); a customer list's page carries the Total
 * itself, as its `listTotal` column (lib/customer-list.ts). A page shorter than asked for tells the
 * size by itself — unless a cursor placed it (lib/list-cursor.ts): the rows before a cursor are
 * not `skip`, which the caller only numbers its page by; otherwise the Total is the page's, or —
 * staff lists, and a page past the end — `count` counts the rows.
 */
export async function listPage<Row, Item>(
  page: { skip: number; take: number; cursor?: unknown },
  rows: PromiseLike<(Row & { listTotal?: number })[]> | (Row & { listTotal?: number })[],
  count: () => PromiseLike<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<{ Items: Item[]; Total: number }> {
  const found = await rows;
  // The list's `listTotal` column rides along into toItem, which picks what the answer shows:
  // copying every row without it cost more than the rest of the page's mapping.
  const Items = found.map((row) => toItem(row));
  const endShown =
    page.cursor === undefined && found.length < page.take && (found.length > 0 || page.skip === 0);
  if (endShown) return { Items, Total: page.skip + found.length };
  const carried = found[0]?.listTotal;
  if (carried !== undefined) return { Items, Total: Number(carried) };
  const [total] = await count();
  return { Items, Total: total?.value ?? 0 };
}

/** What a prepared customer list statement (lib/prepared.ts) takes besides its filters. */
export interface PageValues extends AfterValues {
  /** Not read after a cursor (afterValues): the cursor places the page. */
  skip: number;
  take: number;
  /** A deep page picks its ids first (pageWhere): a statement of another shape. */
  deep: boolean;
  /** Its Total is the customer's counter (else a count of the filtered rows), in the page's statement. */
  counted: boolean;
}

export const pageValues = (
  page: { skip: number; take: number },
  counted: boolean,
  after: AfterValues = {},
): PageValues => ({
  skip: page.skip,
  take: page.take,
  deep: after.afterId === undefined && isDeepPage(page.skip),
  counted,
  ...after,
});

/** A count as a column of another statement (a page's Total beside its rows). */
export const countOf = (counting: SQLWrapper) => sql<number>`(${counting})`.mapWith(Number);

/**
 * Newest first, in the order the `(…, created_at DESC, id DESC)` indexes are built (drizzle-kit
 * writes them NULLS LAST): Drizzle's `desc()` means NULLS FIRST, which PostgreSQL cannot walk such
 * an index for, so every page would read and sort all of a customer's rows. Without `createdAt`
 * the id alone orders the list (the ledger: its ids are posting order, see wallet/ledger.ts).
 */
export const newestFirst = (createdAt: PgColumn | undefined, id: PgColumn): SQL[] => [
  ...(createdAt ? [sql`${createdAt} desc nulls last`] : []),
  sql`${id} desc nulls last`,
];

/** The same index walked from its other end. */
const oldestFirst = (createdAt: PgColumn | undefined, id: PgColumn): SQL[] => [
  ...(createdAt ? [sql`${createdAt} asc nulls first`] : []),
  sql`${id} asc nulls first`,
];

/**
 * The WHERE and OFFSET of a page's rows, newest first. A near page walks the list's index and
 * reads each row as it goes. A deep page (skip ≥ 100) would read — and join, and compute the
 * columns of — every row it skips, so its ids are picked first, in the index alone (an index-only
 * walk of `where`), and only those rows are read. `where` must name only `id`'s own table. A
 * prepared statement's `skip` is a placeholder: its `deep` says which of the two it is.
 *
 * When the list's Total is known before a row is read — `total`, the customer's counter — a deep
 * page in the older half walks the index from its oldest end instead, past `total - skip - take`
 * entries rather than `skip`: the last page (the one pagination offers beside the first) costs
 * what the first does. Both walks are in the statement; the total, read once, runs only one.
 */
export function pageWhere(
  tx: Executor,
  page: { skip: number | Placeholder; take: number | Placeholder; deep?: boolean },
  key: { id: PgColumn; createdAt?: PgColumn | undefined },
  where: SQL | undefined,
  total?: SQL<number>,
): { where: SQL | undefined; offset: number | Placeholder } {
  const deep = page.deep ?? (typeof page.skip === 'number' && isDeepPage(page.skip));
  if (!deep) return { where, offset: page.skip };
  const { id, createdAt } = key;
  if (!total) {
    const ids = tx
      .select({ id })
      .from(id.table)
      .where(where)
      .orderBy(...newestFirst(createdAt, id))
      .offset(page.skip)
      .limit(page.take);
    return { where: inArray(id, ids), offset: 0 };
  }
  const skip = sql`${page.skip}::bigint`;
  const take = sql`${page.take}::bigint`;
  // `offset 0` keeps the total a row of its own, read once, rather than one subquery per use.
  const known = sql`(select ${total} as total offset 0) page_total`;
  const fromNewest = sql`page_total.total >= 2 * ${skip} + ${take}`;
  const walk = (gate: SQL, order: SQL[], offset: SQL) =>
    sql`select ${qualified(id)} from ${id.table} where ${and(where, gate)}
      order by ${sql.join(order, sql`, `)} offset ${offset} limit ${take}`;
  // Every limit the planner sees is `take`: with one it cannot estimate (the last page's few rows
  // as a limit of its own), it expects a tenth of the customer's rows and joins them by hash to a
  // scan of the whole table. From the oldest end, a last page shorter than `take` is the oldest
  // rows of those `take`, in the order they were walked.
  const ids = sql`select picked.id from ${known}, lateral (
    (${walk(fromNewest, newestFirst(createdAt, id), skip)})
    union all
    (select oldest.id from (${walk(
      sql`not (${fromNewest})`,
      oldestFirst(createdAt, id),
      sql`greatest(page_total.total - ${skip} - ${take}, 0)`,
    )}) oldest limit greatest(least(${take}, page_total.total - ${skip}), 0))
  ) picked limit ${take}`;
  return { where: sql`${id} in (${ids})`, offset: 0 };
}

/** How many rows of `table` a filter lets through: a report drill-down's Total. */
export async function rowsWhere(
  tx: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [counted] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return counted?.total ?? 0;
}
