import { describe, expect, it } from 'vitest';
import { vndRange } from './bands';

describe('vndRange', () => {
  it('reads the last band from the previous band end, the others from their bounds', () => {
    expect(vndRange({ Min: 100_000_001, Max: 0, Value: 1 })).toBe('Trên 100.000.000 ₫');
    expect(vndRange({ Min: 0, Max: 2_000_000, Value: 1 })).toBe('0 ₫ – 2.000.000 ₫');
  });
});
