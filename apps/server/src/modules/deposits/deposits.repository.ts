import { count, desc, eq } from 'drizzle-orm';
import {
  buildVietQr,
  labelOf,
  requestStatusNames,
  type DepositRow,
  type RequestListQuery,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { depositRequests, users } from '../../db/schema.js';
import { listPage } from '../../lib/paging.js';
import {
  requestById,
  requesterColumns,
  requesterFields,
  requestFilter,
} from '../wallet/requests.js';

export type DepositRecord = typeof depositRequests.$inferSelect;

export function toDepositRow(row: DepositRecord): DepositRow {
  return {
    Id: row.id,
    Code: row.code ?? '',
    Amount: row.amount,
    Status: row.status,
    StatusName: labelOf(requestStatusNames, row.status),
    Note: '',
    RejectReason: row.rejectReason,
    CreatedDate: row.createdAt.toISOString(),
    ReviewedDate: row.reviewedAt?.toISOString() ?? null,
    TransferContent: row.transferContent,
    VietQR: buildVietQr({
      bankBin: row.bankAccount.BankBin,
      accountNumber: row.bankAccount.AccountNumber,
      amount: row.amount,
      content: row.transferContent,
    }),
    BankAccount: row.bankAccount,
  };
}

/** A request of that customer (or of anyone, for staff), locked for the rest of the transaction. */
export async function lockDeposit(
  tx: Transaction,
  where: { id: number; customerId?: number },
): Promise<DepositRecord | null> {
  const [row] = await tx
    .select()
    .from(depositRequests)
    .where(requestById(depositRequests, where))
    .for('update');
  return row ?? null;
}

export async function findDepositByTransferContent(
  tx: Executor,
  transferContent: string,
): Promise<DepositRecord | null> {
  const [row] = await tx
    .select()
    .from(depositRequests)
    .where(eq(depositRequests.transferContent, transferContent));
  return row ?? null;
}

export async function listDeposits(tx: Executor, customerId: number, query: RequestListQuery) {
  const where = requestFilter(depositRequests, { ...query, customerId });
  return listPage(
    tx
      .select()
      .from(depositRequests)
      .where(where)
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(depositRequests).where(where),
    toDepositRow,
  );
}

/** The staff queue: every customer's requests with who asked. */
export async function listDepositsForStaff(tx: Executor, query: RequestListQuery) {
  const where = requestFilter(depositRequests, query);
  return listPage(
    tx
      .select({
        deposit: depositRequests,
        customer: requesterColumns,
      })
      .from(depositRequests)
      .innerJoin(users, eq(users.id, depositRequests.customerId))
      .where(where)
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(depositRequests).where(where),
    ({ deposit, customer }) => ({
      ...toDepositRow(deposit),
      ...requesterFields(customer),
    }),
  );
}
