import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { encodeListCursor, type ListPosition } from '@app/shared';
import { fieldError } from './errors.js';
import type { Shape } from './prepared.js';

/**
 * A customer list's page after a cursor (issue 27): the rows after the key of the previous page's
 * last row, a bound of the walk of the list's own index — no offset to walk past, so page 250
 * costs what page 1 does. The cursor's format is the shared package's (schemas/list-cursor.ts);
 * here are its SQL sides: the condition, the columns that tell each row's key, and the next cursor.
 */

/** A list's order: its creation time then its id, newest first; or its id alone (the ledger). */
interface SortKey {
  id: PgColumn;
  createdAt?: PgColumn | undefined;
}

/** What a page statement takes for a cursor: the key its rows come after. */
export interface AfterValues {
  afterAt?: string | undefined;
  afterId?: number | undefined;
}

/**
 * The statement values of a cursor, none without one. A cursor of a list of the other order (a
 * time where the list has none, or none where it has one) was never this list's: 400, as a
 * malformed one is.
 */
export function afterValues(key: SortKey, cursor: ListPosition | undefined): AfterValues {
  if (!cursor) return {};
  if (Boolean(key.createdAt) !== (cursor.at !== undefined)) {
    throw fieldError('cursor', 'listCursorInvalid');
  }
  return { afterAt: cursor.at, afterId: cursor.id };
}

/**
 * The rows after the cursor's key in the list's order, or undefined without a cursor: a row
 * comparison, which PostgreSQL walks as a bound of the `(customer_id, created_at DESC, id DESC)`
 * index (or `(customer_id, id DESC)`). The list's WHERE keeps its owner, so a cursor only places
 * the caller's own rows.
 *
 * The key goes in as subqueries, values the planner does not see: seen, it guesses how many of
 * the customer's rows lie past the key from the whole table's spread of times and ids, and where
 * the customer's history is older than most (or its ids lower) it guesses a handful — then it
 * reads and sorts every row past the key, or walks the primary key from the cursor's id down,
 * instead of walking the customer's index for `take` rows. Not seeing them, it takes a third of
 * the customer's rows to lie past the key, and walks.
 */
export function rowsAfter(key: SortKey, after: Shape<AfterValues>): SQL | undefined {
  if (!after.afterId) return undefined;
  const id = sql`(select ${after.afterId}::integer)`;
  if (!key.createdAt || !after.afterAt) return sql`${key.id} < ${id}`;
  return sql`(${key.createdAt}, ${key.id}) < ((select ${after.afterAt}::timestamptz), ${id})`;
}

/** The columns a page's rows carry for the cursor after them (listAt to the microsecond). */
export function positionColumns(key: SortKey) {
  const at = key.createdAt
    ? sql<string>`to_char(${key.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<null>`null`;
  return { listAt: at, listId: key.id };
}

/** What positionColumns give each row. */
export interface RowPosition {
  listAt: string | null;
  listId: unknown;
}

/** The cursor after a page's rows; null when the page is short: the list ends there. */
export function cursorAfter(rows: readonly RowPosition[], take: number): string | null {
  const last = rows.at(-1);
  if (!last || rows.length < take) return null;
  return encodeListCursor({ at: last.listAt ?? undefined, id: Number(last.listId) });
}
