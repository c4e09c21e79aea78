import { describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared';
import { toFormValues, toPayload } from './settings-form-values';
import { plainRange, rangeWithDots, thousands } from './thousands';

describe('amounts in the settings editor', () => {
  it('shows money with thousands dots and keeps plain numbers', () => {
    expect(thousands.formatter(3700)).toBe('3.700');
    expect(thousands.parser('1.250.000')).toBe(1_250_000);
    expect(rangeWithDots('100000001-0')).toBe('100.000.001-0');
    expect(rangeWithDots('0-2000000')).toBe('0-2.000.000');
    expect(plainRange(' 2.000.001-100.000.000 ')).toBe('2000001-100000000');
  });

  it('shows fee ranges dotted and saves them as the settings keep them', () => {
    const settings = { FeeBuyer: { '0-2000000': 3, '100000001-0': 1 }, CustomerLevels: [] };
    const values = toFormValues(settings as unknown as Settings);
    expect(values.FeeBuyer.map((row) => row.Range)).toEqual(['0-2.000.000', '100.000.001-0']);
    expect(toPayload(values).FeeBuyer).toEqual({ '0-2000000': 3, '100000001-0': 1 });
  });
});
