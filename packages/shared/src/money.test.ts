import { describe, expect, it } from 'vitest';
import { formatCny, formatVnd, formatYuanAtRate } from './money.js';

describe('formatVnd', () => {
  it('groups thousands with dots and ends with ₫', () => {
    expect(formatVnd(1234567)).toBe('1.234.567 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
    expect(formatVnd(999)).toBe('999 ₫');
  });

  it('rounds to whole đồng and treats no amount as 0', () => {
    expect(formatVnd(1000.6)).toBe('1.001 ₫');
    expect(formatVnd(null)).toBe('0 ₫');
    expect(formatVnd(undefined)).toBe('0 ₫');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatVnd(-50000)).toBe('-50.000 ₫');
  });
});

describe('formatCny', () => {
  it('shows yuan with a comma and two decimals', () => {
    expect(formatCny(12.5)).toBe('¥12,50');
    expect(formatCny(1234.567)).toBe('¥1.234,57');
    expect(formatCny(undefined)).toBe('¥0,00');
  });
});

describe('formatYuanAtRate', () => {
  it('reads yuan and the rate as customers read money', () => {
    expect(formatYuanAtRate(25_000, 3650)).toBe('¥250,00 × 3.650 ₫');
    expect(formatYuanAtRate(123_456_789, 3650)).toBe('¥1.234.567,89 × 3.650 ₫');
  });
});
