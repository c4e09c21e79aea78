import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZaloConfig } from '../../../config.js';
import type { Database, Executor } from '../../../db/client.js';
import { settings } from '../../../db/schema.js';
import { fieldOf, requestJson } from './http.js';

/**
 * The Zalo OA access token (25 hours) and the refresh token that replaces it, in the settings row
 * `ZaloToken` so every server shares one pair. Zalo's refresh tokens are single-use: a refresh
 * spends the stored one and hands back the next, which is written at once; a refresh token spent
 * twice is refused and, once the access token expires, Zalo is silent until an operator issues a
 * new one. So a refresh happens only under a lock on that row, and rereads it under the lock.
 *
 * Like PhotoSigningKey, the key is not part of the Settings schema: it is never answered or logged.
 */
export const ZALO_TOKEN_KEY = 'ZaloToken';

/** A token this close to its end is refreshed before use rather than sent and refused. */
const REFRESH_AHEAD_MS = 5 * 60 * 1000;

const storedTokenSchema = z.object({
  AccessToken: z.string().min(1),
  RefreshToken: z.string().min(1),
  ExpiresAt: z.string(),
  /**
   * sha256 of the ZALO_REFRESH_TOKEN this chain of tokens started from: when the chain breaks and
   * the operator puts a new first token in the environment, it is told apart from the spent one.
   */
  SeedHash: z.string().optional(),
});
export type StoredZaloToken = z.infer<typeof storedTokenSchema>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const isFresh = (stored: StoredZaloToken, now = Date.now()) =>
  Date.parse(stored.ExpiresAt) - now > REFRESH_AHEAD_MS;

async function readStoredToken(db: Executor, lock: boolean): Promise<StoredZaloToken | null> {
  const query = db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ZALO_TOKEN_KEY));
  const [row] = lock ? await query.for('update') : await query;
  const parsed = storedTokenSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The access token to send with: the stored one while it has over 5 minutes left, else a new one. */
export async function zaloAccessToken(db: Database, config: ZaloConfig): Promise<string> {
  const stored = await readStoredToken(db, false);
  if (stored && isFresh(stored)) return stored.AccessToken;
  return refreshZaloToken(db, config);
}

/**
 * A new access token, spending the stored refresh token (or ZALO_REFRESH_TOKEN before the first
 * refresh). `rejected` is the access token Zalo just refused: it is replaced even if not expired.
 * When another server refreshed while this one waited for the lock, its token is used as it is.
 */
export async function refreshZaloToken(
  db: Database,
  config: ZaloConfig,
  rejected?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The row must exist to be locked; of two first refreshes, one inserts and the other waits.
    await tx.insert(settings).values({ key: ZALO_TOKEN_KEY, value: {} }).onConflictDoNothing();
    const stored = await readStoredToken(tx, true);
    if (stored && isFresh(stored) && stored.AccessToken !== rejected) return stored.AccessToken;
    const next = await nextToken(config, stored);
    // Written in the lock's transaction, committed right after: the new refresh token is the only
    // one Zalo will take from now on.
    await tx
      .update(settings)
      .set({ value: next, updatedAt: sql`now()` })
      .where(eq(settings.key, ZALO_TOKEN_KEY));
    return next.AccessToken;
  });
}

/**
 * Refreshes with the stored refresh token; when Zalo refuses it (the chain broke: unused for three
 * months, or revoked) and ZALO_REFRESH_TOKEN is not the token the chain started from, the operator
 * has issued a new first token: that one is used.
 */
async function nextToken(
  config: ZaloConfig,
  stored: StoredZaloToken | null,
): Promise<StoredZaloToken> {
  const seedHash = hashOf(config.refreshToken);
  if (!stored) return requestToken(config, config.refreshToken, seedHash);
  try {
    return await requestToken(config, stored.RefreshToken, stored.SeedHash ?? seedHash);
  } catch (error) {
    const reseed = stored.SeedHash !== undefined && stored.SeedHash !== seedHash;
    if (!(error instanceof ZaloRefreshRefused) || !reseed) throw error;
    return requestToken(config, config.refreshToken, seedHash);
  }
}

/** Zalo's OAuth server answered, and refused the refresh token. */
export class ZaloRefreshRefused extends Error {
  override name = 'ZaloRefreshRefused';
}

async function requestToken(
  config: ZaloConfig,
  refreshToken: string,
  seedHash: string,
): Promise<StoredZaloToken> {
  const answer = await requestJson(`${config.oauthBase}/v4/oa/access_token`, {
    method: 'POST',
    headers: {
      secret_key: config.appSecret,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      app_id: config.appId,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    }).toString(),
  });
  const accessToken = fieldOf(answer.body, 'access_token');
  const nextRefreshToken = fieldOf(answer.body, 'refresh_token');
  // Zalo sends expires_in as a string of seconds ("90000"); a number is taken too.
  const expiresIn = Number(fieldOf(answer.body, 'expires_in'));
  if (
    typeof accessToken === 'string' &&
    accessToken &&
    typeof nextRefreshToken === 'string' &&
    nextRefreshToken &&
    Number.isFinite(expiresIn) &&
    expiresIn > 0
  ) {
    return {
      AccessToken: accessToken,
      RefreshToken: nextRefreshToken,
      ExpiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
      SeedHash: seedHash,
    };
  }
  if (answer.status >= 200 && answer.status < 300 && fieldOf(answer.body, 'error') !== undefined) {
    const reason =
      fieldOf(answer.body, 'error_description') ??
      fieldOf(answer.body, 'error_name') ??
      fieldOf(answer.body, 'error');
    throw new ZaloRefreshRefused(
      `Zalo từ chối làm mới access token (${String(reason)}); cần ZALO_REFRESH_TOKEN mới`,
    );
  }
  throw new Error(`Máy chủ OAuth của Zalo trả lời HTTP ${answer.status} khi làm mới access token`);
}
