import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { isCounted } from './customer-counts.js';
import {
  listPage,
  newestFirst,
  pageValues,
  pageWhere,
  uncounted,
  type PageValues,
} from './paging.js';
import { preparedStatement, type Shape } from './prepared.js';

/** What a customer list is made of; `Filter` is what its statements take (the owner first). */
interface CustomerListSpec<Filter extends { customerId: number }, Query extends PgSelect> {
  /** The list's id and creation time: newest first, in its `(customer_id, created_at, id)` index. */
  id: PgColumn;
  createdAt: PgColumn;
  /** The rows a filter keeps; it names only the list's own table (see pageWhere). */
  where: (filter: Shape<Filter>) => SQL | undefined;
  /** The customer's counter for the list (lib/customer-counts.ts), of the filtered status if any. */
  counter: (filter: Shape<Filter>) => SQL<number>;
  /** The filter the counter is kept by (a status or a type), if any. */
  countedBy?: string;
  /** The page's select with `listTotal` among its columns, before its WHERE: `.$dynamic()`. */
  select: (db: Executor, listTotal: SQL<number | null>) => Query;
}

/**
 * A customer's list, newest first, as two statements built once per shape (lib/prepared.ts): the
 * page — its rows and, where the filters allow, the list's Total from the customer's counter — and
 * the count, run only when neither the page nor the counter can tell the Total.
 */
export function customerList<Filter extends { customerId: number }, Query extends PgSelect>(
  name: string,
  spec: CustomerListSpec<Filter, Query>,
) {
  const page = preparedStatement<Filter & PageValues>(name)((db, shape) => {
    // The shape of both is the shape of each (TypeScript cannot see it through a generic Filter).
    const filter = shape as unknown as Shape<Filter>;
    const paging = shape as unknown as Shape<PageValues>;
    const order = newestFirst(spec.createdAt, spec.id);
    const picked = pageWhere(db, paging, spec.id, spec.where(filter), order);
    return spec
      .select(db, paging.counted ? spec.counter(filter) : uncounted)
      .where(picked.where)
      .orderBy(...order)
      .offset(picked.offset)
      .limit(paging.take);
  });
  const total = preparedStatement<Filter>(`${name}_count`)((db, shape) =>
    db.select({ value: count() }).from(spec.id.table).where(spec.where(shape)),
  );
  return async <Item>(
    tx: Executor,
    filter: Filter,
    query: { skip: number; take: number },
    toItem: (row: Awaited<Query>[number]) => Item,
  ): Promise<{ Items: Item[]; Total: number }> =>
    listPage(
      query,
      page(tx, { ...filter, ...pageValues(query, isCounted(query, spec.countedBy)) }),
      () => total(tx, filter),
      toItem,
    );
}
