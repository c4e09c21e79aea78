import { describe, expect, it } from 'vitest';
import { toDay } from '../../../lib/day-range';
import {
  periodKeys,
  periodLabel,
  periodRange,
  rangeOf,
  rangePresets,
  vietnamToday,
} from './report-period';

const today = toDay('15/03/2026')!;

describe('report periods', () => {
  it('reads the URL as the server does: both days, one alone, or the month so far', () => {
    expect(rangeOf('01/02/2026', '10/02/2026', today)).toEqual({
      from: '01/02/2026',
      end: '10/02/2026',
    });
    expect(rangeOf('01/02/2026', null, today)).toEqual({ from: '01/02/2026', end: '15/03/2026' });
    expect(rangeOf(null, '10/02/2026', today)).toEqual({ from: '10/02/2026', end: '10/02/2026' });
    expect(rangeOf('31/02/2026', 'x', today)).toEqual({ from: '01/03/2026', end: '15/03/2026' });
  });

  it('offers this month, last month and the last 7 days', () => {
    const text = rangePresets(today).map(({ label, value }) => [
      label,
      value.map((day) => day.format('DD/MM/YYYY')).join('–'),
    ]);
    expect(text).toEqual([
      ['Tháng này', '01/03/2026–15/03/2026'],
      ['Tháng trước', '01/02/2026–28/02/2026'],
      ['7 ngày qua', '09/03/2026–15/03/2026'],
    ]);
  });

  it('cuts a month row to the report’s days, and a day row to itself', () => {
    const report = { from: '15/01/2026', end: '10/03/2026' };
    expect(periodRange('2026-01', report)).toEqual({ from: '15/01/2026', end: '31/01/2026' });
    expect(periodRange('2026-02', report)).toEqual({ from: '01/02/2026', end: '28/02/2026' });
    expect(periodRange('2026-03', report)).toEqual({ from: '01/03/2026', end: '10/03/2026' });
    expect(periodRange('2026-02-07', report)).toEqual({ from: '07/02/2026', end: '07/02/2026' });
    expect(periodLabel('2026-02-07')).toBe('07/02/2026');
    expect(periodLabel('2026-02')).toBe('Tháng 02/2026');
  });

  it('lists every day or month of the period for the chart', () => {
    const range = { from: '30/01/2026', end: '02/03/2026' };
    expect(periodKeys(range, 'month')).toEqual(['2026-01', '2026-02', '2026-03']);
    const days = periodKeys(range, 'day');
    expect(days).toHaveLength(32);
    expect([days[0], days.at(-1)]).toEqual(['2026-01-30', '2026-03-02']);
  });

  it('takes today as it is in Vietnam', () => {
    // 20:00 UTC on 31/12 is already 01/01 in Vietnam.
    expect(vietnamToday(new Date('2025-12-31T20:00:00Z')).format('DD/MM/YYYY')).toBe('01/01/2026');
  });
});
