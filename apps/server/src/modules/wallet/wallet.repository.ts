import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { wallets } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { preparedStatement } from '../../lib/prepared.js';
import { TransactionMemo } from '../../lib/transaction-memo.js';

/**
 * The wallet row of a customer: the row every money movement locks. Only ledger.ts changes `balance`.
 */
export async function openWallet(tx: Executor, customerId: number): Promise<void> {
  await tx.insert(wallets).values({ customerId }).onConflictDoNothing();
}

export async function readBalance(tx: Executor, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, customerId));
  return row?.balance ?? 0;
}

/** The balance of each wallet a transaction has locked, as that transaction now sees it. */
const lockedWallets = new TransactionMemo<number, number>();

/**
 * Locks the wallet until the transaction ends; concurrent movements on it wait their turn. A
 * wallet this transaction has locked already is not read again: postEntry, the one writer of a
 * balance, keeps what it stored (heldBalanceIs).
 */
export async function lockWallet(tx: Transaction, customerId: number): Promise<number> {
  return lockedWallets.read(tx, customerId, async () => {
    const [row] = await lockStatement(tx, { customerId });
    if (!row) throw new NotFoundError();
    return row.balance;
  });
}

const lockStatement = preparedStatement<{ customerId: number }>('lock_wallet')((db, shape) =>
  db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, shape.customerId))
    .for('update'),
);

/** What ledger.ts stored as the balance of a wallet this transaction has locked. */
export function heldBalanceIs(tx: Transaction, customerId: number, balance: number): void {
  lockedWallets.set(tx, customerId, balance);
}
