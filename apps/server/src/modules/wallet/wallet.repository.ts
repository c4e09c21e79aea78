import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { wallets } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';

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

/** Locks the wallet until the transaction ends; concurrent movements on it wait their turn. */
export async function lockWallet(tx: Transaction, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, customerId))
    .for('update');
  if (!row) throw new NotFoundError();
  return row.balance;
}
