import { and, eq, gte, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestListQuery } from '@app/shared';
import { ownedBy, type OwnerScope } from './owner-scope.js';

/** What deposit and withdrawal requests have in common, for their lists. */
interface RequestColumns {
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

/** The filters of the staff queues, within the caller's scope. */
export function requestListFilter(
  table: RequestColumns,
  scope: OwnerScope,
  query: RequestListQuery,
): SQL | undefined {
  return and(ownedBy(table.customerId, scope), requestConditions(table, query));
}

/** What a customer's own request list statement takes. */
export interface RequestFilter {
  customerId: number;
  status?: number | undefined;
  from?: Date | undefined;
  end?: Date | undefined;
}
