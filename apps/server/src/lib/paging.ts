import { inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** From this offset on, a page is picked among the index's ids before any row is read. */
const DEEP_PAGE = 100;
const isDeepPage = (skip: number) => skip >= DEEP_PAGE;

/**
 * One page of a list and the size of the whole list (DESIGN §3: {Items, Total}). `rows` selects
 * the page (its own WHERE, ORDER BY, OFFSET and LIMIT); a customer list's page carries the Total
 * itself, as its `listTotal` column (lib/customer-list.ts). A page shorter than asked for tells the
 * size by itself; otherwise the Total is the page's, or — staff lists, and a page past the end —
 * `count` counts the rows.
 */
export async function listPage<Row, Item>(
  page: { skip: number; take: number },
  rows: PromiseLike<(Row & { listTotal?: number })[]>,
  count: () => PromiseLike<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<{ Items: Item[]; Total: number }> {
  const found = await rows;
  // The list's `listTotal` column rides along into toItem, which picks what the answer shows:
  // copying every row without it cost more than the rest of the page's mapping.
  const Items = found.map((row) => toItem(row));
  const endShown = found.length < page.take && (found.length > 0 || page.skip === 0);
  if (endShown) return { Items, Total: page.skip + found.length };
  const carried = found[0]?.listTotal;
  if (carried !== undefined) return { Items, Total: Number(carried) };
  const [total] = await count();
  return { Items, Total: total?.value ?? 0 };
}

/** What a prepared customer list statement (lib/prepared.ts) takes besides its filters. */
export interface PageValues {
  skip: number;
  take: number;
  /** A deep page picks its ids first (pageWhere): a statement of another shape. */
  deep: boolean;
  /** Its Total is the customer's counter (else a count of the filtered rows), in the page's statement. */
  counted: boolean;
}

export const pageValues = (page: { skip: number; take: number }, counted: boolean): PageValues => ({
  skip: page.skip,
  take: page.take,
  deep: isDeepPage(page.skip),
  counted,
});

/** A count as a column of another statement (a page's Total beside its rows). */
export const countOf = (counting: SQLWrapper) => sql<number>`(${counting})`.mapWith(Number);

/**
 * Newest first, in the order the `(…, created_at DESC, id DESC)` indexes are built (drizzle-kit
 * writes them NULLS LAST): Drizzle's `desc()` means NULLS FIRST, which PostgreSQL cannot walk such
 * an index for, so every page would read and sort all of a customer's rows.
 */
export const newestFirst = (createdAt: PgColumn, id: PgColumn): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/**
 * The WHERE and OFFSET of a page's rows. A near page walks the list's index and reads each row
 * as it goes. A deep page (skip ≥ 100) would read — and join, and compute the columns of — every
 * row it skips, so its ids are picked first, in the index alone (an index-only walk of `where`
 * in `order`), and only those rows are read. `where` must name only `id`'s own table. A prepared
 * statement's `skip` is a placeholder: its `deep` says which of the two it is.
 */
export function pageWhere(
  tx: Executor,
  page: { skip: number | Placeholder; take: number | Placeholder; deep?: boolean },
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
): { where: SQL | undefined; offset: number | Placeholder } {
  const deep = page.deep ?? (typeof page.skip === 'number' && isDeepPage(page.skip));
  if (!deep) return { where, offset: page.skip };
  const ids = tx
    .select({ id })
    .from(id.table)
    .where(where)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.take);
  return { where: inArray(id, ids), offset: 0 };
}
