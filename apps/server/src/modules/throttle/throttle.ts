import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authThrottle } from '../../db/schema.js';
import { TooManyRequestsError } from '../../lib/errors.js';

/**
 * Attempt counters kept in the database, so every server behind a load balancer sees the same count.
 * After `limit` counted attempts inside `windowSeconds`, the key is refused for `blockSeconds`; with
 * `maxBlockSeconds`, each further attempt once that block is over doubles it, up to that cap.
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  blockSeconds: number;
  maxBlockSeconds?: number;
}

export const throttleRules = {
  loginPerAccountAddress: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  loginPerAddress: { limit: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // One account from every address together, for a browser it has not signed in from before:
  // 10 wrong passwords a day, then waits of 1, 2, 4 … minutes up to an hour between guesses
  // (about 38 guesses a day however many addresses a guesser has). Its own browsers are not
  // held back (login: trusted devices), so a stranger cannot lock the owner out.
  loginPerAccount: {
    limit: 10,
    windowSeconds: 24 * 60 * 60,
    blockSeconds: 60,
    maxBlockSeconds: 60 * 60,
  },
  // Wrong passwords from one trusted browser: a stolen device cookie is no way around the limit.
  loginPerDevice: { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  forgotPerAddress: { limit: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // Wrong current passwords on one account: a stolen session cannot be used to guess the password.
  changePasswordPerAccount: { limit: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // Pages the browser extension could not read, reported from one address (with or without a
  // session): enough for a customer who meets several, too few to flood the staff's queue.
  extensionReportPerAddress: { limit: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
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

/**
 * Counts one attempt in a single upsert, so concurrent attempts are all counted; answers the
 * attempts counted in the key's window, this one included.
 */
export async function countAttempt(tx: Executor, key: string, rule: ThrottleRule): Promise<number> {
  const window = sql.raw(`interval '${rule.windowSeconds} seconds'`);
  const block = sql.raw(`interval '${rule.blockSeconds} seconds'`);
  const windowOver = sql`auth_throttle.window_started_at < now() - ${window}`;
  const failures = sql`case when ${windowOver} then 1 else auth_throttle.failures + 1 end`;
  // The block of the attempt that reached the limit, doubled for each attempt beyond it.
  const blockFor = rule.maxBlockSeconds
    ? sql`least(${block} * power(2, least(${failures} - ${rule.limit}, 30)),
                ${sql.raw(`interval '${rule.maxBlockSeconds} seconds'`)})`
    : block;
  const [row] = await tx
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      blockedUntil: rule.limit <= 1 ? sql`now() + ${block}` : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowOver} then now()
                                  else auth_throttle.window_started_at end`,
        blockedUntil: sql`case when ${failures} >= ${rule.limit} then now() + ${blockFor}
                               else auth_throttle.blocked_until end`,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row?.failures ?? 1;
}

export async function clearAttempts(tx: Executor, key: string): Promise<void> {
  await tx.delete(authThrottle).where(eq(authThrottle.key, key));
}
