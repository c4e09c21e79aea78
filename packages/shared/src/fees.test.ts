import { describe, expect, it } from 'vitest';
import { feeBuyerRate, lookupRange, parseRange } from './fees.js';

// A FeeBuyer table as the settings hold it (spec §9): percent by goods value in VND.
const feeBuyer = {
  '0-2000000': 3,
  '2000001-20000000': 2.5,
  '20000001-100000000': 2,
  '100000001-0': 1.5,
};

describe('parseRange', () => {
  it('reads min-max keys, with spaces and decimals', () => {
    expect(parseRange('0-2000000')).toEqual({ min: 0, max: 2000000 });
    expect(parseRange(' 1.5 - 2 ')).toEqual({ min: 1.5, max: 2 });
    expect(parseRange('abc')).toBeNull();
    expect(parseRange('-5-10')).toBeNull();
  });
});

describe('lookupRange', () => {
  it('matches both ends of a range inclusively', () => {
    expect(lookupRange(feeBuyer, 1)).toBe(3);
    expect(lookupRange(feeBuyer, 2000000)).toBe(3);
    expect(lookupRange(feeBuyer, 2000001)).toBe(2.5);
    expect(lookupRange(feeBuyer, 20000000)).toBe(2.5);
    expect(lookupRange(feeBuyer, 100000000)).toBe(2);
  });

  it('treats max 0 as no upper limit', () => {
    expect(lookupRange(feeBuyer, 100000001)).toBe(1.5);
    expect(lookupRange(feeBuyer, 1e15)).toBe(1.5);
  });

  it('takes the first match in the table order', () => {
    expect(lookupRange({ '0-100': 7, '50-200': 9 }, 75)).toBe(7);
    expect(lookupRange({ '50-200': 9, '0-100': 7 }, 75)).toBe(9);
  });

  it('gives 0 when nothing matches, for a gap or an amount past the last range', () => {
    expect(lookupRange({ '0-100': 7, '200-300': 9 }, 150)).toBe(0);
    expect(lookupRange({ '0-100': 7 }, 101)).toBe(0);
  });

  it('gives 0 for an empty, undefined or NaN amount, and for no table', () => {
    expect(lookupRange(feeBuyer, 0)).toBe(0);
    expect(lookupRange(feeBuyer, undefined)).toBe(0);
    expect(lookupRange(feeBuyer, null)).toBe(0);
    expect(lookupRange(feeBuyer, Number.NaN)).toBe(0);
    expect(lookupRange(undefined, 500)).toBe(0);
    expect(lookupRange({}, 500)).toBe(0);
  });

  it('returns the raw value and skips malformed keys', () => {
    expect(lookupRange({ junk: 1, '10-20': 123456 }, 15)).toBe(123456);
  });
});

describe('feeBuyerRate', () => {
  it('divides the matching percent by 100', () => {
    expect(feeBuyerRate(feeBuyer, 1500000)).toBe(0.03);
    expect(feeBuyerRate(feeBuyer, 5000000)).toBe(0.025);
    expect(feeBuyerRate(feeBuyer, 500000000)).toBe(0.015);
  });

  it('is 0 when there is no match or no amount', () => {
    expect(feeBuyerRate({ '0-100': 7 }, 101)).toBe(0);
    expect(feeBuyerRate(feeBuyer, undefined)).toBe(0);
  });
});
