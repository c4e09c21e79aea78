import { describe, expect, it } from 'vitest';
import { formatRate, parseRate } from './rate-text';

describe('rates as staff type and read them', () => {
  it('reads Vietnamese money: thousands dots, a decimal comma', () => {
    expect(parseRate('3.650')).toBe(3650);
    expect(parseRate('3.650,5')).toBe(3650.5);
    expect(parseRate(' 3.605,71 ₫')).toBe(3605.71);
    expect(parseRate('3650')).toBe(3650);
    expect(parseRate('3650,25')).toBe(3650.25);
    expect(parseRate('12.345.678')).toBe(12_345_678);
  });

  it('refuses what it would have to guess at', () => {
    for (const text of ['', '3,650.5', '3650.5', '36.50', '3.650,555', 'abc', '-3.650', '3.65.0']) {
      expect(parseRate(text), text).toBeNull();
    }
  });

  it('shows a rate with only the decimals it has', () => {
    expect(formatRate(3650)).toBe('3.650');
    expect(formatRate(3650.5)).toBe('3.650,5');
    expect(formatRate(3605.71)).toBe('3.605,71');
    expect(formatRate(12_345_678.05)).toBe('12.345.678,05');
  });
});
