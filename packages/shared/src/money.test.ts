import { describe, expect, it } from 'vitest';
import { formatCny, formatNumber, formatVnd, formatYuanAtRate } from './money.js';

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

describe('the written-out formats agree with Intl', () => {
  const vnd = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
  const cny = new Intl.NumberFormat('vi-VN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  it.each([0, 1, 999, 1000, 12_345, 1_234_567, 987_654_321_012, -1, -1000, -1_234_567, 2.5, -2.5])(
    'formats %d as Intl does',
    (value) => {
      expect(formatNumber(value)).toBe(vnd.format(value));
      expect(formatVnd(value)).toBe(`${vnd.format(value)} ₫`);
      expect(formatCny(value)).toBe(`¥${cny.format(value)}`);
    },
  );
  it.each([0.01, 0.1, 12.5, 12.34, 1234.56, -0.5, -1234.56, 99_999.99])(
    'formats ¥%d as Intl does',
    (value) => {
      expect(formatCny(value)).toBe(`¥${cny.format(value)}`);
    },
  );
});
