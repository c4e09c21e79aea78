import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What a list answer's Total is taken from. */
export interface ListTotal {
  /**
   * The list's size kept by the database (lib/customer-counts.ts), when the filters asked for
   * are only those it is counted by (the owner, a status): read in the rows' own statement.
   */
  counted?: SQL<number> | undefined;
  /** Counts the filtered rows: run only when neither the counter nor the page can tell. */
  count: () => Promise<{ value: number }[]>;
}

/**
 * One page of a list and the size of the whole list (DESIGN §3: {Items, Total}), in one round
 * trip wherever that can be: `rows` selects the page (its own WHERE, ORDER BY, OFFSET and LIMIT)
 * with `listTotal` as one more column — the counter when there is one. A page shorter than asked
 * for tells the size by itself; otherwise, with no counter, the rows are counted.
 */
export async function listPage<Row, Item>(
  page: { skip: number; take: number },
  rows: (listTotal: SQL<number | null>) => PromiseLike<(Row & { listTotal: number | null })[]>,
  total: ListTotal,
  toItem: (row: Row) => Item,
): Promise<{ Items: Item[]; Total: number }> {
  const found = await rows(total.counted ?? sql<null>`null`);
  // The column is the list's, not the row's: it leaves before the row is shaped for the answer.
  const Items = found.map(({ listTotal: _unused, ...row }) => toItem(row as unknown as Row));
  const endShown = found.length < page.take && (found.length > 0 || page.skip === 0);
  if (endShown) return { Items, Total: page.skip + found.length };
  const [first] = found;
  if (first && total.counted) return { Items, Total: Number(first.listTotal) };
  const [counted] = await total.count();
  return { Items, Total: counted?.value ?? 0 };
}

/**
 * Newest first, in the order the `(…, created_at DESC, id DESC)` indexes are built (drizzle-kit
 * writes them NULLS LAST): Drizzle's `desc()` means NULLS FIRST, which PostgreSQL cannot walk such
 * an index for, so every page would read and sort all of a customer's rows.
 */
export const newestFirst = (createdAt: PgColumn, id: PgColumn): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/** From this offset on, a page is picked among the index's ids before any row is read. */
const DEEP_PAGE = 100;

/**
 * The WHERE and OFFSET of a page's rows. A near page walks the list's index and reads each row
 * as it goes. A deep page (skip ≥ 100) would read — and join, and compute the columns of — every
 * row it skips, so its ids are picked first, in the index alone (an index-only walk of `where`
 * in `order`), and only those rows are read. `where` must name only `id`'s own table.
 */
export function pageWhere(
  tx: Executor,
  page: { skip: number; take: number },
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
): { where: SQL | undefined; offset: number } {
  if (page.skip < DEEP_PAGE) return { where, offset: page.skip };
  const ids = tx
    .select({ id })
    .from(id.table)
    .where(where)
    .orderBy(...order)
    .offset(page.skip)
    .limit(page.take);
  return { where: inArray(id, ids), offset: 0 };
}
