import { and, eq, sql, getTableColumns } from 'drizzle-orm';
import {
  labelOf,
  requestStatusNames,
  RequestStatus,
  type AdminWithdrawalRow,
  type RequestListQuery,
  type RequestQueueQuery,
  type WithdrawalInput,
  type WithdrawalRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users, wallets, withdrawalRequests } from '../../db/schema.js';
import type { Page } from '../../lib/console-list.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import { customerList } from '../../lib/customer-list.js';
import { newestFirst } from '../../lib/paging.js';
import { requestFilter, requestListSpec } from '../../lib/request-list.js';
import { requestQueue } from '../accounts/request-queue.js';
import { requesterColumns, requesterFields } from '../accounts/requester.js';
import { payeeAccountMatch } from './withdrawal-queue-search.js';

export type WithdrawalRecord = typeof withdrawalRequests.$inferSelect;

export function toWithdrawalRow(row: WithdrawalRecord): WithdrawalRow {
  return {
    Id: row.id,
    Code: row.code,
    Amount: row.amount,
    Status: row.status,
    StatusName: labelOf(requestStatusNames, row.status),
    Note: row.note,
    RejectReason: row.rejectReason,
    CreatedDate: row.createdAt.toISOString(),
    ReviewedDate: row.reviewedAt?.toISOString() ?? null,
    BankName: row.bankName,
    AccountNumber: row.accountNumber,
    AccountName: row.accountName,
  };
}

/** The new request with its code (the database derives it from the id). */
export async function insertWithdrawal(
  tx: Executor,
  scope: CustomerScope,
  input: WithdrawalInput,
): Promise<WithdrawalRecord> {
  const [row] = await tx
    .insert(withdrawalRequests)
    .values({
      customerId: scope.customerId,
      amount: input.Amount,
      bankName: input.BankName,
      accountNumber: input.AccountNumber,
      accountName: input.AccountName,
      note: input.Note,
    })
    .returning();
  if (!row) throw new Error('insert into withdrawal_requests returned no row');
  return row;
}

/** What the customer's pending withdrawals hold back from the balance. */
export async function pendingWithdrawalTotal(tx: Executor, scope: CustomerScope): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawalRequests.amount}), 0)` })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.customerId, scope.customerId),
        eq(withdrawalRequests.status, RequestStatus.Pending),
      ),
    );
  return Number(row?.total ?? 0);
}

const withdrawalsList = customerList('withdrawals', {
  ...requestListSpec(withdrawalRequests, 'withdrawals'),
  select: (db, listColumns) =>
    db
      .select({ ...getTableColumns(withdrawalRequests), ...listColumns })
      .from(withdrawalRequests)
      .$dynamic(),
});

/** getwithdrawals: the caller's own requests, newest first. */
export async function listWithdrawals(tx: Executor, scope: CustomerScope, query: RequestListQuery) {
  return withdrawalsList(tx, requestFilter(scope, query), query, toWithdrawalRow);
}

/**
 * The console's queue, with each customer's current balance beside the request; found by code,
 * customer or payee account (accounts/request-queue.ts), with each status's count.
 */
export async function listWithdrawalQueue(
  tx: Executor,
  _scope: StaffScope,
  query: RequestQueueQuery,
  page: Page = query,
) {
  return requestQueue(tx, withdrawalRequests, query, page, {
    prefix: 'RT',
    own: payeeAccountMatch,
    rows: (where) =>
      tx
        .select({
          withdrawal: withdrawalRequests,
          customer: requesterColumns,
          balance: wallets.balance,
        })
        .from(withdrawalRequests)
        .innerJoin(users, eq(users.id, withdrawalRequests.customerId))
        .innerJoin(wallets, eq(wallets.customerId, withdrawalRequests.customerId))
        .where(where)
        .orderBy(...newestFirst(withdrawalRequests.createdAt, withdrawalRequests.id)),
    toItem: ({ withdrawal, customer, balance }): AdminWithdrawalRow => ({
      ...toWithdrawalRow(withdrawal),
      ...requesterFields(customer),
      Balance: balance,
    }),
  });
}
