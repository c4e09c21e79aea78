import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** DESIGN §5: a reset link works once, for one hour. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/** The link id is a random token, not a row number: a guessable id would let anyone reset any account. */
export async function createPasswordReset(tx: Executor, userId: number): Promise<string> {
  const token = newToken();
  await tx.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_MS),
  });
  return token;
}

/** The unused, unexpired reset of that link, locked when `forUpdate` so it can be spent only once. */
export async function findUsableReset(tx: Executor, token: string, forUpdate = false) {
  const query = tx
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: passwordResets }) : await query;
  return row ?? null;
}

/** Spends this link and every other open link of the user. */
export async function markResetsUsed(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
