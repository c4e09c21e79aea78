import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trustedDevices } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/**
 * The device cookie (OWASP's answer to guessing spread over many addresses): a browser that has
 * signed in to an account carries a random value whose hash is kept beside the account. While the
 * account-wide limit holds every other browser back, a trusted one keeps signing in, so a stranger
 * guessing cannot lock the owner out. The cookie goes only to the login call and is never readable
 * by the page's scripts.
 */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_DAYS = 365;
const COOKIE_PATH = '/api/account/login';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The device value the request carries, when it has one of the form we issue. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === DEVICE_COOKIE && TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}

/** The Set-Cookie value that keeps `token` in the browser for a year. */
export function deviceCookie(token: string, secure: boolean): string {
  const maxAge = DEVICE_DAYS * 24 * 60 * 60;
  return `${DEVICE_COOKIE}=${token}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Whether the browser holding `token` signed in to the account within the last year. */
export async function isTrustedDevice(
  db: Executor,
  userId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.lastUsedAt, sql`now() - ${sql.raw(`interval '${DEVICE_DAYS} days'`)}`),
      ),
    );
  return row !== undefined;
}

/**
 * Trusts the browser for the account after a right password: its own value if it has one (one
 * browser, several accounts), else a new one. Answers the value to set.
 */
export async function trustDevice(
  db: Executor,
  userId: number,
  token: string | undefined,
): Promise<string> {
  const value = token ?? newToken();
  await db
    .insert(trustedDevices)
    .values({ tokenHash: hashToken(value), userId })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { lastUsedAt: sql`now()` },
    });
  return value;
}

/** After a password reset: a browser that signed in with the old password is trusted no more. */
export async function forgetDevices(db: Executor, userId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
