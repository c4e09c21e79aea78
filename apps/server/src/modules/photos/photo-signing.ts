import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/**
 * Photo addresses are signed: an <img src> cannot carry the Bearer token, so the address itself
 * proves that the server handed it to the photo's owner or to staff, until it expires.
 *
 * The key is 32 random bytes made at first use and kept in the settings table, so every server on
 * the database signs and checks alike. Its key is not part of the Settings schema, which drops
 * unknown keys: it is never answered, exported or logged.
 */
const KEY_NAME = 'PhotoSigningKey';

/** How long an address lasts; rounded up to the hour so a page shows the same (cached) address. */
const VALID_SECONDS = 12 * 3600;
const ROUND_SECONDS = 3600;

const keys = new WeakMap<Executor, Promise<Buffer>>();

async function readOrMakeKey(db: Executor): Promise<Buffer> {
  // Two servers starting together both insert; the first one wins and both read the winner.
  await db
    .insert(settings)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY_NAME));
  if (typeof row?.value !== 'string') throw new Error('the photo signing key is missing');
  return Buffer.from(row.value, 'base64');
}

/** The signing key of this database, read once per server. */
export function photoSigningKey(db: Executor): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    // A failed read is tried again by the next request rather than kept.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: Buffer, id: number, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

/** `/api/photos/{id}?exp=…&sig=…`, valid for at least 11 hours from now. */
export function signedPhotoUrl(key: Buffer, id: number, now = Date.now()): string {
  const seconds = Math.ceil(now / 1000 / ROUND_SECONDS) * ROUND_SECONDS + VALID_SECONDS;
  return `/api/photos/${id}?exp=${seconds}&sig=${signatureOf(key, id, seconds)}`;
}

/** Seconds the address stays valid, or null when its signature is wrong or it has expired. */
export function checkPhotoSignature(
  key: Buffer,
  id: number,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): number | null {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
  const expected = Buffer.from(signatureOf(key, id, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const left = Number(expires) - Math.floor(now / 1000);
  return left > 0 ? left : null;
}
