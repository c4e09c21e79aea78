import { and, eq, gte, lte, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestListQuery } from '@app/shared';
import { countedRows } from './customer-counts.js';
import type { CustomerScope } from './owner-scope.js';
import type { Shape } from './prepared.js';

/** What deposit and withdrawal requests have in common, for their lists. */
interface RequestColumns {
  id: PgColumn;
  customerId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

/** The filters of getdeposits / getwithdrawals: values, or a prepared statement's placeholders. */
interface RequestFilters {
  status?: number | Placeholder | undefined;
  from?: Date | Placeholder | undefined;
  end?: Date | Placeholder | undefined;
}

/** The conditions of a request list's filters (a status of 0 is a filter too). */
export function requestConditions(table: RequestColumns, filters: RequestFilters) {
  return and(
    filters.status === undefined ? undefined : eq(table.status, filters.status),
    filters.from ? gte(table.createdAt, filters.from) : undefined,
    filters.end ? lte(table.createdAt, filters.end) : undefined,
  );
}

/** What a customer's own request list statement takes. */
export interface RequestFilter {
  customerId: number;
  status?: number | undefined;
  from?: Date | undefined;
  end?: Date | undefined;
}

/** getdeposits / getwithdrawals' filters for the customer's own list. */
export const requestFilter = (scope: CustomerScope, query: RequestListQuery): RequestFilter => ({
  customerId: scope.customerId,
  status: query.status,
  from: query.from,
  end: query.end,
});

/**
 * What a customer's deposit or withdrawal list is made of but its select (lib/customer-list.ts):
 * the two tables' lists differ in nothing else.
 */
export const requestListSpec = (table: RequestColumns, counted: 'deposits' | 'withdrawals') => ({
  id: table.id,
  createdAt: table.createdAt,
  where: (filter: Shape<RequestFilter>) =>
    and(eq(table.customerId, filter.customerId), requestConditions(table, filter)),
  counter: (filter: Shape<RequestFilter>) => countedRows(filter.customerId, counted, filter.status),
  countedBy: 'status',
});
