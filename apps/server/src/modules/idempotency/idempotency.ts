import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Database, Transaction } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import { preparedStatement } from '../../lib/prepared.js';

/** The `Idempotency-Key` header of a money call, if any (DESIGN §3). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return undefined;
  if (key.length > 100) throw ruleError('idempotencyKeyInvalid');
  return key;
}

const claimStatement = preparedStatement<{ userId: number; key: string; route: string }>(
  'idempotency_claim',
)((db, shape) =>
  db
    .insert(idempotencyKeys)
    .values({ ...shape, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

/** The first answer, kept for the repeats (as JSON text: the placeholder carries no column type). */
const answerStatement = preparedStatement<{ userId: number; key: string; response: string }>(
  'idempotency_answer',
)((db, shape) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql`${shape.response}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, shape.userId), eq(idempotencyKeys.key, shape.key))),
);

/**
 * Runs `work` in one transaction. With a key, the key is claimed in that same transaction: a repeat
 * (even a concurrent one, which waits on the key's unique index) gets the first answer and moves
 * nothing. A failed first attempt rolls back its claim, so a retry is evaluated afresh.
 */
export async function runIdempotent<T>(
  db: Database,
  claim: { userId: number; key: string | undefined; route: string },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { userId, key, route } = claim;
    if (!key) return work(tx);
    const claimed = await claimStatement(tx, { userId, key, route });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select({ route: idempotencyKeys.route, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.route !== route) throw ruleError('idempotencyKeyInvalid');
      return stored.response as T;
    }
    const result = await work(tx);
    await answerStatement(tx, { userId, key, response: JSON.stringify(result ?? null) });
    return result;
  });
}
