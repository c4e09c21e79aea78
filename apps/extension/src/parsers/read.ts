/**
 * Careful readers of untrusted page data: every field of a shop page may be missing, of another
 * type, or absurd, and none of them may throw.
 */
export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** A path of keys into nested objects. */
export function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    const o = obj(current);
    if (!o) return undefined;
    current = o[key];
  }
  return current;
}

/** Text of a string or number field, trimmed; '' otherwise. */
export function text(value: unknown, max = 1000): string {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return raw.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** An id of digits (a number or a string of digits); '' otherwise. */
export function digits(value: unknown): string {
  const raw =
    typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
  return /^\d{1,20}$/.test(raw) ? raw : '';
}

/**
 * A price in yuan from `12.50`, `"12.50"`, `"¥12.50"` or the low end of `"12.50-18.00"`, rounded
 * to fen; null when there is none or it is not a positive amount.
 */
export function price(value: unknown): number | null {
  const raw = typeof value === 'number' ? value : Number(/-?\d+(?:\.\d+)?/.exec(text(value))?.[0]);
  if (!Number.isFinite(raw) || raw <= 0 || raw > 1_000_000) return null;
  return Math.round(raw * 100) / 100;
}

/** A whole count (stock, quantity) from a number or a string of digits; null otherwise. */
export function count(value: unknown): number | null {
  const raw = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : null;
}

/**
 * A link or picture address made absolute against the page (`//img.alicdn.com/…` takes the
 * page's scheme), and only when it is http(s): the cart keeps links, never data or script URLs.
 */
export function httpUrl(value: unknown, pageUrl: string): string {
  const raw = text(value, 1000);
  if (!raw) return '';
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Entities of text that came through HTML (1688 writes `&gt;` between a SKU's values). */
export function decodeEntities(value: string): string {
  return value
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
