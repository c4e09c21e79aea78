import type { ChangeFeed } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { hashToken } from '../../lib/tokens.js';
import { MemoryCache } from '../../lib/memory-cache.js';
import type { CurrentUser } from '../../types.js';
import { findActiveSession, type ActiveSession } from './sessions.repository.js';

/** A session read from the database is trusted this long at most, without any change heard. */
const MAX_AGE_MS = 60_000;

const caches = new WeakMap<Database, MemoryCache<ActiveSession | null>>();

/**
 * Sessions kept in memory, in front of the query every signed-in request makes (issue 11). Any
 * session revoked or account locked anywhere is announced by the database (auth_changed) and the
 * whole cache is dropped on every server; while that feed is down nothing is served from memory.
 */
export function cacheSessions(db: Database, feed: ChangeFeed): void {
  const cache = new MemoryCache<ActiveSession | null>(MAX_AGE_MS, 50_000, () => feed.live);
  feed.onChange('auth_changed', () => cache.clear());
  caches.set(db, cache);
}

/** The session a bearer token opens, from memory when the cache holds it. */
export async function lookUpSession(db: Database, token: string): Promise<CurrentUser | null> {
  const cache = caches.get(db);
  if (!cache) return findActiveSession(db, token);
  const session = await cache.get(
    hashToken(token),
    async () => findActiveSession(db, token),
    (found) => found?.expiresAt.getTime() ?? 0,
  );
  // Only live sessions are kept; one that expired while cached is gone at its expiry.
  return session && session.expiresAt.getTime() > Date.now() ? session : null;
}

/**
 * Drops this server's cached sessions at once after a revocation committed here (the others hear
 * the database's notification a moment later).
 */
export function forgetSessions(db: Database): void {
  caches.get(db)?.clear();
}
