import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authThrottle } from '../../db/schema.js';
import { TooManyRequestsError } from '../../lib/errors.js';

/**
 * Attempt counters kept in the database, so every server behind a load balancer sees the same count.
 * After `limit` counted attempts inside `windowSeconds`, the key is refused for `blockSeconds`.
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
}

export const throttleRules = {
  loginPerAccountAddress: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  loginPerAddress: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  forgotPerAddress: { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // Wrong current passwords on one account: a stolen session cannot be used to guess the password.
  changePasswordPerAccount: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

/** Throws 429 with the longest remaining wait when any of the keys is blocked. */
export async function assertNotBlocked(tx: Executor, keys: string[]): Promise<void> {
  const now = new Date();
  const blocked = await tx
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.blockedUntil, now)));
  const until = Math.max(0, ...blocked.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) {
    throw new TooManyRequestsError(Math.ceil((until - now.getTime()) / 1000));
  }
}

/** Counts one attempt in a single upsert, so concurrent attempts are all counted. */
export async function countAttempt(tx: Executor, key: string, rule: ThrottleRule): Promise<void> {
  const window = sql.raw(`interval '${rule.windowSeconds} seconds'`);
  const block = sql.raw(`interval '${rule.blockSeconds} seconds'`);
  const windowOver = sql`auth_throttle.window_started_at < now() - ${window}`;
  const failures = sql`case when ${windowOver} then 1 else auth_throttle.failures + 1 end`;
  await tx.execute(sql`
    insert into auth_throttle (key, failures, window_started_at, blocked_until)
    values (${key}, 1, now(), ${rule.limit <= 1 ? sql`now() + ${block}` : sql`null`})
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${windowOver} then now() else auth_throttle.window_started_at end,
      blocked_until = case when ${failures} >= ${rule.limit} then now() + ${block}
                           else auth_throttle.blocked_until end`);
}

export async function clearAttempts(tx: Executor, key: string): Promise<void> {
  await tx.delete(authThrottle).where(eq(authThrottle.key, key));
}
