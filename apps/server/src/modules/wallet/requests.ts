import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  canMoveRequest,
  fillMessage,
  labelOf,
  messages,
  requestStatusNames,
  type RequestListQuery,
  type RequestStatus,
} from '@app/shared';
import { users } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';

/** What deposit and withdrawal requests have in common, for their lists and their decisions. */
interface RequestColumns {
  id: PgColumn;
  customerId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

/** One request by id; with `customerId`, only if it is that customer's (another's answers 404). */
export function requestById(
  table: RequestColumns,
  where: { id: number; customerId?: number | undefined },
): SQL | undefined {
  return and(
    eq(table.id, where.id),
    where.customerId === undefined ? undefined : eq(table.customerId, where.customerId),
  );
}

/** The filters of getdeposits / getwithdrawals and of the staff queues (customerId: the caller's). */
export function requestFilter(
  table: RequestColumns,
  query: RequestListQuery & { customerId?: number | undefined },
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.customerId !== undefined) conditions.push(eq(table.customerId, query.customerId));
  if (query.status !== undefined) conditions.push(eq(table.status, query.status));
  if (query.from) conditions.push(gte(table.createdAt, query.from));
  if (query.end) conditions.push(lte(table.createdAt, query.end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Refuses a decision on a request that was already decided (requestTransitions in the shared enums). */
export function assertRequestCanMove(
  request: { code: string | null; status: number },
  to: RequestStatus,
): void {
  if (!canMoveRequest(request.status as RequestStatus, to)) {
    throw ruleError(
      fillMessage(messages.requestAlreadyHandled, {
        code: request.code ?? '',
        status: labelOf(requestStatusNames, request.status),
      }),
    );
  }
}

/** Who asked, beside each request in the staff queues (customerRef of the shared answers). */
export const requesterColumns = {
  id: users.id,
  code: users.code,
  email: users.email,
  name: users.fullName,
};

export function requesterFields(customer: {
  id: number;
  code: string | null;
  email: string;
  name: string;
}) {
  return {
    CustomerId: customer.id,
    CustomerCode: customer.code ?? '',
    CustomerEmail: customer.email,
    CustomerName: customer.name,
  };
}
