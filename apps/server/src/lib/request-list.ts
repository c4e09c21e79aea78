import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestListQuery } from '@app/shared';
import { ownedBy, type OwnerScope } from './owner-scope.js';

/** What deposit and withdrawal requests have in common, for their lists. */
interface RequestColumns {
  customerId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

/** The filters of getdeposits / getwithdrawals and of the staff queues, within the caller's scope. */
export function requestListFilter(
  table: RequestColumns,
  scope: OwnerScope,
  query: RequestListQuery,
): SQL | undefined {
  return and(
    ownedBy(table.customerId, scope),
    query.status === undefined ? undefined : eq(table.status, query.status),
    query.from ? gte(table.createdAt, query.from) : undefined,
    query.end ? lte(table.createdAt, query.end) : undefined,
  );
}
