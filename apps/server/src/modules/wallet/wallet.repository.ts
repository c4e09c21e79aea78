import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { wallets } from '../../db/schema.js';

/**
 * The wallet module owns every change of a customer's balance (DESIGN §4); other modules only open a
 * wallet and read it.
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
