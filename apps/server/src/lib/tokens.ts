import { createHash, randomBytes } from 'node:crypto';

/** An opaque random value for the client (32 bytes, base64url); only its hash goes to the database. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
