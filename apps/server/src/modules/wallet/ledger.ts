import { and, eq, sql } from 'drizzle-orm';
import {
  formatVnd,
  labelOf,
  transactionTypeNames,
  type TransactionRow,
  type TransactionsQuery,
  type TransactionType,
} from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { heldBalanceIs, lockWallet } from './wallet.repository.js';
import { countedRows } from '../../lib/customer-counts.js';
import {
  createdBetween,
  customerList,
  selectOf,
  type CustomerListPage,
  type DatedListFilter,
} from '../../lib/customer-list.js';
import { preparedStatement, type Shape } from '../../lib/prepared.js';

/** What a ledger row pays for: a record by kind and id (held to one payment by a unique index). */
export interface LedgerRef {
  kind:
    | 'deposit'
    | 'withdrawal'
    | 'adjustment'
    | 'order'
    | 'consignment'
    | 'delivery'
    | 'complaint'
    | 'voucher';
  /** null for what is no record of its own (a staff adjustment). */
  id: number | null;
  /** The record's code as the customer's transaction list shows it. */
  code: string;
}

export interface LedgerEntryInput {
  customerId: number;
  type: TransactionType;
  /** Signed whole đồng: + credits the wallet, − debits it. */
  amount: number;
  ref: LedgerRef;
  note: string;
  createdBy?: number | null;
}

/**
 * The one place a balance changes (DESIGN §4, CONVENTIONS: rafiki). Runs inside the caller's
 * transaction, the same one that moves the state being paid for: lock the wallet row, refuse to go
 * below zero, append the ledger row with its BalanceAfter, store the new balance.
 */
export async function postEntry(
  tx: Transaction,
  entry: LedgerEntryInput,
): Promise<{ id: number; balance: number }> {
  const balance = await lockWallet(tx, entry.customerId);
  const after = balance + entry.amount;
  if (after < 0) {
    throw ruleError('insufficientBalance', {
      shortfall: formatVnd(-after),
      balance: formatVnd(balance),
    });
  }
  const [row] = await ledgerRowStatement(tx, {
    customerId: entry.customerId,
    type: entry.type,
    amount: entry.amount,
    balanceAfter: after,
    refCode: entry.ref.code,
    refKind: entry.ref.kind,
    refId: entry.ref.id,
    note: entry.note,
    createdBy: entry.createdBy ?? null,
  });
  await balanceStatement(tx, { customerId: entry.customerId, balance: after });
  heldBalanceIs(tx, entry.customerId, after);
  return { id: row?.id ?? 0, balance: after };
}

const ledgerRowStatement = preparedStatement<{
  customerId: number;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  refCode: string;
  refKind: LedgerRef['kind'];
  refId: number | null;
  note: string;
  createdBy: number | null;
}>('ledger_row')((db, shape) =>
  db.insert(ledgerEntries).values(shape).returning({ id: ledgerEntries.id }),
);

const balanceStatement = preparedStatement<{ customerId: number; balance: number }>(
  'wallet_balance',
)((db, shape) =>
  db
    .update(wallets)
    .set({ balance: sql`${shape.balance}`, updatedAt: sql`now()` })
    .where(eq(wallets.customerId, shape.customerId)),
);

/**
 * Locks the wallet before a payment of several things and refuses, naming the whole shortfall,
 * when `total` is more than it holds; answers the balance before the payment.
 */
export async function lockFundsFor(
  tx: Transaction,
  customerId: number,
  total: number,
): Promise<number> {
  const balance = await lockWallet(tx, customerId);
  if (total > balance) {
    throw ruleError('insufficientBalance', {
      shortfall: formatVnd(total - balance),
      balance: formatVnd(balance),
    });
  }
  return balance;
}

/** The filters of customer/transactions, as its statements take them. */
interface TransactionsFilter extends DatedListFilter {
  orderCode?: string | undefined;
  transactionType?: number | undefined;
}

/** What a row of customer/transactions shows of a ledger entry: a list reads no more of its columns. */
const shownEntryColumns = {
  id: ledgerEntries.id,
  type: ledgerEntries.type,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  refCode: ledgerEntries.refCode,
  note: ledgerEntries.note,
  createdAt: ledgerEntries.createdAt,
};

/**
 * Newest posting first, by id alone: postEntry draws a row's id while it holds the wallet's lock,
 * so a customer's ids are the order their balance moved in, and each row's BalanceAfter − Amount
 * is the BalanceAfter of the row below it. The time is the posting transaction's start: two
 * concurrent postings can carry their times the other way round (6 of 1,251 rows, out of order
 * in a crash load, when this list sorted by time).
 */
const transactionsList = customerList('transactions', {
  id: ledgerEntries.id,
  owner: ledgerEntries.customerId,
  where: (filter: Shape<TransactionsFilter>) =>
    and(
      filter.orderCode && eq(ledgerEntries.refCode, filter.orderCode),
      filter.transactionType && eq(ledgerEntries.type, filter.transactionType),
      createdBetween(ledgerEntries.createdAt, filter),
    ),
  counter: (filter) => countedRows(filter.customerId, 'ledger', filter.transactionType),
  countedBy: 'transactionType',
  select: selectOf(ledgerEntries, shownEntryColumns),
});

/** The caller's ledger, newest first, with the filters of customer/transactions. */
export async function listTransactions(
  tx: Executor,
  scope: CustomerScope,
  query: TransactionsQuery,
): Promise<CustomerListPage<TransactionRow>> {
  return transactionsList(
    tx,
    {
      customerId: scope.customerId,
      orderCode: query.orderCode?.toUpperCase() || undefined,
      transactionType: query.transactionType || undefined,
      from: query.from,
      end: query.end,
    },
    query,
    (row): TransactionRow => ({
      Id: row.id,
      Type: row.type,
      TypeName: labelOf(transactionTypeNames, row.type),
      Amount: row.amount,
      BalanceAfter: row.balanceAfter,
      OrderCode: row.refCode,
      Note: row.note,
      CreatedDate: row.createdAt.toISOString(),
    }),
  );
}
