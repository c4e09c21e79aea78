import { describe, expect, it } from 'vitest';
import { bankTime, formatDate, formatDateTime, parseDayEnd, parseDayStart } from './dates.js';

describe('parseDayStart / parseDayEnd (Asia/Ho_Chi_Minh, UTC+7)', () => {
  it('gives the first and last millisecond of the Vietnamese day', () => {
    expect(parseDayStart('22/11/2026')?.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(parseDayEnd('22/11/2026')?.toISOString()).toBe('2026-11-22T16:59:59.999Z');
  });

  it('accepts one-digit day and month and surrounding spaces', () => {
    expect(parseDayStart(' 1/1/2026 ')?.toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });

  it('knows leap years', () => {
    expect(parseDayStart('29/02/2028')?.toISOString()).toBe('2028-02-28T17:00:00.000Z');
    expect(parseDayStart('29/02/2026')).toBeNull();
  });

  it.each([
    '31/02/2026',
    '32/01/2026',
    '00/01/2026',
    '01/13/2026',
    '2026-11-22',
    '22/11/26',
    '',
    'x',
  ])('gives null for %j', (text) => {
    expect(parseDayStart(text)).toBeNull();
    expect(parseDayEnd(text)).toBeNull();
  });
});

describe('formatDate / formatDateTime', () => {
  it('shows the Vietnamese calendar day as dd/MM/yyyy', () => {
    expect(formatDate(new Date('2026-11-21T17:00:00.000Z'))).toBe('22/11/2026');
    expect(formatDate(new Date('2026-11-21T16:59:59.999Z'))).toBe('21/11/2026');
    expect(formatDate('2026-01-05T00:00:00Z')).toBe('05/01/2026');
  });

  it('adds HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T06:05:00Z')).toBe('22/11/2026 13:05');
    expect(formatDateTime('2026-11-21T17:00:00Z')).toBe('22/11/2026 00:00');
  });

  it('gives "" for empty or invalid values', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });

  it('round-trips with parseDayStart and parseDayEnd', () => {
    expect(formatDate(parseDayStart('22/11/2026'))).toBe('22/11/2026');
    expect(formatDate(parseDayEnd('22/11/2026'))).toBe('22/11/2026');
  });
});

describe('bankTime', () => {
  it("reads the bank's time as Vietnam time, in dd/MM/yyyy HH:mm", () => {
    expect(bankTime('2026-11-23 20:15:00')).toBe('23/11/2026 20:15');
    expect(bankTime('2026-11-23')).toBe('23/11/2026');
    expect(bankTime('2026-11-23T13:15:00.000Z')).toBe('23/11/2026 20:15');
    expect(bankTime('23/11/2026')).toBe('23/11/2026');
    expect(bankTime('')).toBe('');
  });
});
