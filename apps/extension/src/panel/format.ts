import { formatCny, formatVnd } from '@app/shared';
import { toVnd } from './logic.js';

/**
 * Money as the portal writes it (the shared formats): `¥12,50` and `1.234.567 ₫`. The đồng are
 * an estimate at the current rate; without a rate (the portal not reached) only the yuan show.
 */
export function yuan(cny: number): string {
  return formatCny(cny);
}

export function dong(cny: number, rate: number | null): string | null {
  return rate && rate > 0 ? formatVnd(toVnd(cny, rate)) : null;
}

/** `¥139,00` for one price, `¥139,00 – ¥189,00` for a range. */
export function yuanRange([low, high]: readonly [number, number]): string {
  return low === high ? yuan(low) : `${yuan(low)} – ${yuan(high)}`;
}

export function dongRange(
  [low, high]: readonly [number, number],
  rate: number | null,
): string | null {
  const lowDong = dong(low, rate);
  const highDong = dong(high, rate);
  if (!lowDong || !highDong) return null;
  return low === high ? lowDong : `${lowDong} – ${highDong}`;
}
