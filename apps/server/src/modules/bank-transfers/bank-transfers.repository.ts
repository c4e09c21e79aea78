import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  bankTransferStatusNames,
  labelOf,
  type BankTransferListQuery,
  type BankTransferRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { bankTransfers, depositRequests, users } from '../../db/schema.js';
import { listPage, newestFirst } from '../../lib/paging.js';

export type BankTransferRecord = typeof bankTransfers.$inferSelect;

const columns = {
  transfer: bankTransfers,
  depositCode: sql<string>`coalesce(${depositRequests.code}, '')`,
  customerCode: sql<string>`coalesce(${users.code}, '')`,
};

function toRow(row: {
  transfer: BankTransferRecord;
  depositCode: string;
  customerCode: string;
}): BankTransferRow {
  const { transfer } = row;
  return {
    Id: transfer.id,
    Provider: transfer.provider,
    ProviderId: transfer.providerId,
    Amount: transfer.amount,
    Content: transfer.content,
    AccountNumber: transfer.accountNumber,
    TransferDate: transfer.transferDate,
    Status: transfer.status,
    StatusName: labelOf(bankTransferStatusNames, transfer.status),
    DepositCode: row.depositCode,
    CustomerCode: row.customerCode,
    Note: transfer.note,
    CreatedDate: transfer.createdAt.toISOString(),
  };
}

/** admin bank-transfers: incoming transfers by status, newest first; found by content or code. */
export async function listBankTransfers(tx: Executor, query: BankTransferListQuery) {
  const keyword = query.keyword?.trim();
  const where = and(
    query.status === undefined ? undefined : eq(bankTransfers.status, query.status),
    keyword
      ? or(
          ilike(bankTransfers.content, `%${keyword.replace(/[\\%_]/g, '')}%`),
          eq(bankTransfers.bankReference, keyword),
          eq(depositRequests.code, keyword.toUpperCase()),
          eq(users.code, keyword.toUpperCase()),
        )
      : undefined,
  );
  return listPage(
    query,
    tx
      .select(columns)
      .from(bankTransfers)
      .leftJoin(depositRequests, eq(depositRequests.id, bankTransfers.depositId))
      .leftJoin(users, eq(users.id, bankTransfers.customerId))
      .where(where)
      .orderBy(...newestFirst(bankTransfers.createdAt, bankTransfers.id))
      .offset(query.skip)
      .limit(query.take),
    () =>
      tx
        .select({ value: count() })
        .from(bankTransfers)
        .leftJoin(depositRequests, eq(depositRequests.id, bankTransfers.depositId))
        .leftJoin(users, eq(users.id, bankTransfers.customerId))
        .where(where),
    toRow,
  );
}

export async function bankTransferRow(tx: Executor, id: number): Promise<BankTransferRow | null> {
  const [row] = await tx
    .select(columns)
    .from(bankTransfers)
    .leftJoin(depositRequests, eq(depositRequests.id, bankTransfers.depositId))
    .leftJoin(users, eq(users.id, bankTransfers.customerId))
    .where(eq(bankTransfers.id, id));
  return row ? toRow(row) : null;
}
