import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  buildVietQr,
  labelOf,
  requestStatusNames,
  type AdminDepositRow,
  type BankAccount,
  type DepositRow,
  type RequestListQuery,
  type RequestQueueQuery,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { depositRequests, users } from '../../db/schema.js';
import type { Page } from '../../lib/console-list.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import { customerList } from '../../lib/customer-list.js';
import { qualified } from '../../lib/qualified.js';
import { newestFirst } from '../../lib/paging.js';
import { requestFilter, requestListSpec } from '../../lib/request-list.js';
import { requestQueue } from '../accounts/request-queue.js';
import { requesterColumns, requesterFields } from '../accounts/requester.js';
import { depositContentMatch } from './deposit-queue-search.js';

export type DepositRecord = typeof depositRequests.$inferSelect;
/** What a deposit row shows: all but who asked and who reviewed. */
type DepositFields = Omit<DepositRecord, 'customerId' | 'reviewedBy'>;

export function toDepositRow(row: DepositFields): DepositRow {
  return {
    Id: row.id,
    Code: row.code,
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

/** The new request with its code (the database derives it from the id). */
export async function insertDeposit(
  tx: Executor,
  scope: CustomerScope,
  values: { amount: number; bankAccount: BankAccount; transferContent: string },
): Promise<DepositRecord> {
  const [row] = await tx
    .insert(depositRequests)
    .values({ ...values, customerId: scope.customerId })
    .returning();
  if (!row) throw new Error('insert into deposit_requests returned no row');
  return row;
}

/** Whether a transfer content is in use by any request (contents are unique across customers). */
export async function transferContentTaken(tx: Executor, content: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(eq(depositRequests.transferContent, content));
  return row !== undefined;
}

/** The request a bank line names by its transfer content (statement import, staff only). */
export async function findDepositByTransferContent(
  tx: Executor,
  _scope: StaffScope,
  transferContent: string,
): Promise<DepositRecord | null> {
  const [row] = await tx
    .select()
    .from(depositRequests)
    .where(eq(depositRequests.transferContent, transferContent));
  return row ?? null;
}

/** How many accounts' JSON texts are remembered: a business receives on a handful of accounts. */
const ACCOUNTS_KEPT = 64;
const accountsByText = new Map<string, BankAccount>();

/**
 * The account a deposit was made to, from its JSON text, parsed once per text and shared (frozen):
 * every row of a customer's list names one of a few accounts.
 */
function bankAccountOf(text: string): BankAccount {
  let account = accountsByText.get(text);
  if (!account) {
    account = Object.freeze(JSON.parse(text) as BankAccount);
    if (accountsByText.size >= ACCOUNTS_KEPT) accountsByText.clear();
    accountsByText.set(text, account);
  }
  return account;
}

const {
  customerId: _customer,
  reviewedBy: _reviewer,
  ...shownColumns
} = getTableColumns(depositRequests);

const depositsList = customerList('deposits', {
  ...requestListSpec(depositRequests, 'deposits'),
  select: (db, listColumns) =>
    db
      .select({
        ...shownColumns,
        bankAccount: sql<string>`${qualified(depositRequests.bankAccount)}::text`.mapWith(
          bankAccountOf,
        ),
        ...listColumns,
      })
      .from(depositRequests)
      .$dynamic(),
});

/** getdeposits: the caller's own requests, newest first. */
export async function listDeposits(tx: Executor, scope: CustomerScope, query: RequestListQuery) {
  return depositsList(tx, requestFilter(scope, query), query, toDepositRow);
}

/**
 * The console's queue: every customer's requests with who asked, found by code, customer or
 * transfer content (accounts/request-queue.ts), with each status's count.
 */
export async function listDepositQueue(
  tx: Executor,
  _scope: StaffScope,
  query: RequestQueueQuery,
  page: Page = query,
) {
  return requestQueue(tx, depositRequests, query, page, {
    prefix: 'NT',
    own: depositContentMatch,
    rows: (where) =>
      tx
        .select({ deposit: depositRequests, customer: requesterColumns })
        .from(depositRequests)
        .innerJoin(users, eq(users.id, depositRequests.customerId))
        .where(where)
        .orderBy(...newestFirst(depositRequests.createdAt, depositRequests.id)),
    toItem: ({ deposit, customer }): AdminDepositRow => ({
      ...toDepositRow(deposit),
      ...requesterFields(customer),
    }),
  });
}
