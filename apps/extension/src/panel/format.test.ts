import { describe, expect, it } from 'vitest';
import { dong, dongRange, yuan, yuanRange } from './format.js';

describe('the panel’s money', () => {
  it('writes yuan and đồng as the portal does', () => {
    expect(yuan(12.5)).toBe('¥12,50');
    expect(dong(338.25, 3650)).toBe('1.234.613 ₫');
    expect(yuanRange([139, 189])).toBe('¥139,00 – ¥189,00');
    expect(yuanRange([8.8, 8.8])).toBe('¥8,80');
    expect(dongRange([10, 20], 3650)).toBe('36.500 ₫ – 73.000 ₫');
  });

  it('shows no đồng without a rate', () => {
    expect(dong(12.5, null)).toBeNull();
    expect(dongRange([1, 2], 0)).toBeNull();
  });
});
