import { useCallback, useRef } from 'react';

/**
 * A random UUID v4 for the Idempotency-Key header. crypto.randomUUID exists only in secure contexts
 * (https, localhost); the portal may be served over plain http inside an office network.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission: every send made while a submission is in flight (a double click) carries
 * the same key, so the server moves money once; `release` after the answer starts a new submission.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const take = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const release = useCallback(() => {
    key.current = null;
  }, []);
  return { take, release };
}
