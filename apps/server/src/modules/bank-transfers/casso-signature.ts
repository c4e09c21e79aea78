import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a Casso notification may be: older ones are refused as replays. */
export const CASSO_MAX_AGE_MS = 5 * 60 * 1000;

/** JSON with every object's keys sorted, at every depth: what Casso signs. */
export function sortedJson(value: unknown): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(sort(value));
}

/** Casso's v1 signature: HMAC-SHA512 of `t + "." + sorted JSON of data`, in hex. */
export function cassoSignature(key: string, timestamp: string, data: unknown): string {
  return createHmac('sha512', key)
    .update(`${timestamp}.${sortedJson(data)}`)
    .digest('hex');
}

/**
 * Checks `X-Casso-Signature: t=<ms>,v1=<hex>` against the body's data: the right key, and at most
 * five minutes old (a captured notification cannot be replayed later).
 */
export function verifyCassoSignature(
  header: string | undefined,
  data: unknown,
  key: string,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  const timestamp = parts.t ?? '';
  const given = parts.v1 ?? '';
  if (!/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const age = now - Number(timestamp);
  if (age > CASSO_MAX_AGE_MS || age < -CASSO_MAX_AGE_MS) return false;
  const expected = Buffer.from(cassoSignature(key, timestamp, data), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}
