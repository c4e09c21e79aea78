import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  labelOf,
  requestStatusNames,
  RequestStatus,
  type RequestListQuery,
  type WithdrawalRow,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { users, wallets, withdrawalRequests } from '../../db/schema.js';
import { listPage } from '../../lib/paging.js';
import {
  requestById,
  requesterColumns,
  requesterFields,
  requestFilter,
} from '../wallet/requests.js';

export type WithdrawalRecord = typeof withdrawalRequests.$inferSelect;

export function toWithdrawalRow(row: WithdrawalRecord): WithdrawalRow {
  return {
    Id: row.id,
    Code: row.code ?? '',
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

export async function lockWithdrawal(
  tx: Transaction,
  where: { id: number; customerId?: number },
): Promise<WithdrawalRecord | null> {
  const [row] = await tx
    .select()
    .from(withdrawalRequests)
    .where(requestById(withdrawalRequests, where))
    .for('update');
  return row ?? null;
}

/** What the customer's other pending withdrawals hold back from the balance. */
export async function pendingWithdrawalTotal(tx: Executor, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawalRequests.amount}), 0)` })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.customerId, customerId),
        eq(withdrawalRequests.status, RequestStatus.Pending),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function listWithdrawals(tx: Executor, customerId: number, query: RequestListQuery) {
  const where = requestFilter(withdrawalRequests, { ...query, customerId });
  return listPage(
    tx
      .select()
      .from(withdrawalRequests)
      .where(where)
      .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(withdrawalRequests).where(where),
    toWithdrawalRow,
  );
}

/** The staff queue, with each customer's current balance beside the request. */
export async function listWithdrawalsForStaff(tx: Executor, query: RequestListQuery) {
  const where = requestFilter(withdrawalRequests, query);
  return listPage(
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
      .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(withdrawalRequests).where(where),
    ({ withdrawal, customer, balance }) => ({
      ...toWithdrawalRow(withdrawal),
      ...requesterFields(customer),
      Balance: balance,
    }),
  );
}
