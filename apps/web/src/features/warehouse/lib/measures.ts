import { transportCodeField } from '@app/shared';

/**
 * A weight or a side as the warehouse types it: '10,5', '10.5' or '10' (a Vietnamese keyboard
 * writes the comma, a scale's keypad the dot). null for anything else; '' is null too.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d{1,6}([.,]\d{1,3})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A side left empty is 0 (not measured); a side typed must be a number of at most 500 cm. */
export function parseSide(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = parseDecimal(text);
  return value !== null && value <= 500 ? value : null;
}

/** A weight must be more than 0 and at most 1000 kg (the server's rule). */
export function parseWeight(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= 1000 ? value : null;
}

/** The tracking number as the server stores it (upper-case), or null when it cannot be one. */
export function normalizeTrackingNumber(text: string): string | null {
  const parsed = transportCodeField.safeParse(text);
  return parsed.success ? parsed.data : null;
}
