import { eq, or, sql, type SQL } from 'drizzle-orm';
import {
  BankTransferStatus,
  bankTransferStatusNames,
  labelOf,
  type BankTransferListQuery,
  type BankTransferRow,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import {
  bankTransfers,
  depositRequests,
  textGrams,
  transferLetters,
  users,
} from '../../db/schema.js';
import { statusListPage, type Page } from '../../lib/console-list.js';
import { newestFirst } from '../../lib/paging.js';
import { codeId, compactText, likeContains } from '../../lib/search-text.js';
import { ofCustomersMatching } from '../accounts/customer-search.js';

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
    Code: transfer.code,
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

/**
 * The transfers whose letters and digits hold `compact` anywhere: among those holding each of its
 * runs of 4 (bank_transfers_letters_grams_idx), the ones holding it whole.
 */
const lettersHold = (compact: string) => {
  const letters = transferLetters(bankTransfers.content);
  return sql`(${textGrams(letters)} @> ${textGrams(sql`${compact}::text`)} and ${letters} like ${likeContains(compact)})`;
};

/**
 * What the keyword finds: the transfer by its GD code or number, the bank's reference, the deposit
 * it confirmed by its NT code or number, its customer, or 4 or more letters and digits anywhere in
 * the content however typed (the tail of a deposit's content sits inside the bank's text, amid
 * its references). The content is compared without its spaces and punctuation, in upper case.
 */
async function transferMatch(tx: Executor, keyword: string): Promise<SQL | undefined> {
  const transfer = codeId(keyword, 'GD');
  const deposit = codeId(keyword, 'NT');
  const compact = compactText(keyword);
  return or(
    transfer ? eq(bankTransfers.id, transfer) : undefined,
    eq(bankTransfers.bankReference, keyword),
    deposit ? eq(bankTransfers.depositId, deposit) : undefined,
    await ofCustomersMatching(tx, bankTransfers.customerId, keyword),
    compact.length >= 4 ? lettersHold(compact) : undefined,
  );
}

/**
 * admin bank-transfers: incoming transfers of the statuses asked for, newest first, found by the
 * keyword; with each status's count (the unmatched tab: what waits for staff).
 */
export async function listBankTransfers(
  tx: Executor,
  query: BankTransferListQuery,
  page: Page = query,
) {
  return statusListPage(tx, page, {
    key: { id: bankTransfers.id, createdAt: bankTransfers.createdAt, status: bankTransfers.status },
    statuses: Object.values(BankTransferStatus),
    asked: query.status,
    found: query.keyword ? await transferMatch(tx, query.keyword) : undefined,
    rows: (where) =>
      tx
        .select(columns)
        .from(bankTransfers)
        .leftJoin(depositRequests, eq(depositRequests.id, bankTransfers.depositId))
        .leftJoin(users, eq(users.id, bankTransfers.customerId))
        .where(where)
        .orderBy(...newestFirst(bankTransfers.createdAt, bankTransfers.id)),
    toItem: toRow,
  });
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
