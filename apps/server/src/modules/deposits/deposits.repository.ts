import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  buildVietQr,
  labelOf,
  requestStatusNames,
  type DepositRow,
  type RequestListQuery,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { depositRequests, users } from '../../db/schema.js';

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
    .where(
      and(
        eq(depositRequests.id, where.id),
        where.customerId === undefined
          ? undefined
          : eq(depositRequests.customerId, where.customerId),
      ),
    )
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

export function depositFilter(
  query: RequestListQuery & { customerId?: number | undefined },
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.customerId !== undefined)
    conditions.push(eq(depositRequests.customerId, query.customerId));
  if (query.status !== undefined) conditions.push(eq(depositRequests.status, query.status));
  if (query.from) conditions.push(gte(depositRequests.createdAt, query.from));
  if (query.end) conditions.push(lte(depositRequests.createdAt, query.end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listDeposits(tx: Executor, customerId: number, query: RequestListQuery) {
  const where = depositFilter({ ...query, customerId });
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(depositRequests)
      .where(where)
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(depositRequests).where(where),
  ]);
  return { Items: rows.map(toDepositRow), Total: total?.value ?? 0 };
}

/** The staff queue: every customer's requests with who asked. */
export async function listDepositsForStaff(tx: Executor, query: RequestListQuery) {
  const where = depositFilter(query);
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        deposit: depositRequests,
        customer: { code: users.code, email: users.email, name: users.fullName },
      })
      .from(depositRequests)
      .innerJoin(users, eq(users.id, depositRequests.customerId))
      .where(where)
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .offset(query.skip)
      .limit(query.take),
    tx.select({ value: count() }).from(depositRequests).where(where),
  ]);
  return {
    Items: rows.map(({ deposit, customer }) => ({
      ...toDepositRow(deposit),
      CustomerId: deposit.customerId,
      CustomerCode: customer.code ?? '',
      CustomerEmail: customer.email,
      CustomerName: customer.name,
    })),
    Total: total?.value ?? 0,
  };
}
