import { and, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ListPosition } from '@app/shared';
import type { Executor } from '../db/client.js';
import { isCounted } from './customer-counts.js';
import {
  afterValues,
  cursorAfter,
  positionColumns,
  rowsAfter,
  type RowPosition,
} from './list-cursor.js';
import {
  countOf,
  listPage,
  newestFirst,
  pageValues,
  pageWhere,
  type PageValues,
} from './paging.js';
import { preparedStatement, type Shape } from './prepared.js';

/** What a customer list is made of; `Filter` is what its statements take (the owner first). */
interface CustomerListSpec<Filter extends { customerId: number }, Query extends PgSelect> {
  /**
   * The list's id and creation time: newest first, in its `(customer_id, created_at, id)` index;
   * without a creation time, by id alone, in a `(customer_id, id)` index.
   */
  id: PgColumn;
  createdAt?: PgColumn;
  /**
   * The list's customer column: every statement keeps to the filter's customer, whatever `where`
   * says. (Lists whose `where` names their customer themselves have none yet.)
   */
  owner?: PgColumn;
  /** The rows a filter keeps; it names only the list's own table (see pageWhere). */
  where: (filter: Shape<Filter>) => SQL | undefined;
  /** The customer's counter for the list (lib/customer-counts.ts), of the filtered status if any. */
  counter: (filter: Shape<Filter>) => SQL<number>;
  /** The filter the counter is kept by (a status or a type), if any. */
  countedBy?: string;
  /**
   * The page's select with `listColumns` among its columns, before its WHERE: `.$dynamic()`. The
   * filter's values are there for a column that needs one (the customer's own row, say).
   */
  select: (db: Executor, listColumns: ListColumns, filter: Shape<Filter>) => Query;
}

/**
 * The columns every customer list's page carries besides its own, spread into its select: the
 * list's Total, and each row's key for the cursor after it (lib/list-cursor.ts).
 */
export type ListColumns = { listTotal: SQL<number> } & ReturnType<typeof positionColumns>;

/**
 * A customer's list, newest first, as statements built once per shape (lib/prepared.ts): the
 * page's rows with the list's Total — the customer's counter where the filters allow, else a count
 * of the filtered rows in the same statement (one round trip, not two: the count is needed
 * whenever the page is full, and costs next to nothing when it is not) — and, for a page past the
 * end (no row to carry the Total), the count alone. A page is placed by its skip, or by the
 * query's cursor when it has one (the cursor wins); either way its answer carries the cursor of
 * the page after it (NextCursor).
 */
export function customerList<Filter extends { customerId: number }, Query extends PgSelect>(
  name: string,
  spec: CustomerListSpec<Filter, Query>,
) {
  const counting = (db: Executor, where: SQL | undefined) =>
    db.select({ value: count() }).from(spec.id.table).where(where);
  const whereOf = (filter: Shape<Filter>) =>
    and(
      // Filter extends { customerId: number }: its shape has the placeholder TypeScript cannot see.
      spec.owner && eq(spec.owner, (filter as unknown as Shape<{ customerId: number }>).customerId),
      spec.where(filter),
    );
  const page = preparedStatement<Filter & PageValues>(name)((db, shape) => {
    // The shape of both is the shape of each (TypeScript cannot see it through a generic Filter).
    const filter = shape as unknown as Shape<Filter>;
    const paging = shape as unknown as Shape<PageValues>;
    const order = newestFirst(spec.createdAt, spec.id);
    const where = whereOf(filter);
    const counter = paging.counted ? spec.counter(filter) : undefined;
    const picked =
      paging.afterId === undefined
        ? pageWhere(db, paging, spec, where, counter)
        : { where: and(where, rowsAfter(spec, paging)), offset: 0 };
    const listTotal = counter ?? countOf(counting(db, where));
    return spec
      .select(db, { listTotal, ...positionColumns(spec) }, filter)
      .where(picked.where)
      .orderBy(...order)
      .offset(picked.offset)
      .limit(paging.take);
  });
  const total = preparedStatement<Filter>(`${name}_count`)((db, shape) =>
    counting(db, whereOf(shape)),
  );
  return async <Item>(
    tx: Executor,
    filter: Filter,
    query: CustomerPageQuery,
    toItem: (row: Awaited<Query>[number]) => Item,
  ): Promise<CustomerListPage<Item>> => {
    const after = afterValues(spec, query.cursor);
    const counted = isCounted(query, spec.countedBy);
    const rows = await page(tx, { ...filter, ...pageValues(query, counted, after) });
    const answer = await listPage(query, rows, () => total(tx, filter), toItem);
    // Every customer list's select spreads ListColumns: each row has its position.
    return { ...answer, NextCursor: cursorAfter(rows as RowPosition[], query.take) };
  };
}

/** What a customer list's page is asked for: skip/take, and the cursor that places it if any. */
export interface CustomerPageQuery {
  skip: number;
  take: number;
  cursor?: ListPosition | undefined;
}

/** A customer list's answer: DESIGN §3's {Items, Total} and the cursor of the next page. */
export interface CustomerListPage<Item> {
  Items: Item[];
  Total: number;
  NextCursor: string | null;
}

/** What a customer list's statements take at least: its customer, and its creation-date filters. */
export interface DatedListFilter {
  customerId: number;
  from?: Date | undefined;
  end?: Date | undefined;
}

/** A list's date filters (`from`, `end`, each if given) on the rows' creation time. */
export const createdBetween = (
  createdAt: PgColumn,
  filter: Pick<Shape<DatedListFilter>, 'from' | 'end'>,
): SQL | undefined =>
  and(filter.from && gte(createdAt, filter.from), filter.end && lte(createdAt, filter.end));

/** The select of a list that shows one table's columns, for CustomerListSpec's `select`. */
export const selectOf =
  <Columns extends SelectedFields>(table: PgTable, columns: Columns) =>
  (db: Executor, listColumns: ListColumns) =>
    db
      .select({ ...columns, ...listColumns })
      .from(table)
      .$dynamic();
