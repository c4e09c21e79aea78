import { describe, expect, it } from 'vitest';
import { foldVietnamese, VIETNAMESE_BANKS } from './banks.js';

describe('Vietnamese banks', () => {
  it('lists each bank once, by a short name and a Vietnamese full name', () => {
    const shorts = VIETNAMESE_BANKS.map((bank) => bank.short.toLowerCase());
    expect(new Set(shorts).size).toBe(shorts.length);
    for (const bank of VIETNAMESE_BANKS) expect(bank.name).toMatch(/^Ngân hàng/);
  });

  it('folds diacritics and đ for searching', () => {
    expect(foldVietnamese('Ngân hàng TMCP Ngoại thương')).toBe('ngan hang tmcp ngoai thuong');
    expect(foldVietnamese('Đầu tư và Phát triển')).toBe('dau tu va phat trien');
  });
});
