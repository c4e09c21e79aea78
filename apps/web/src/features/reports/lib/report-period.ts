import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '@app/shared';
import { DAY_FORMAT, toDay } from '../../../lib/day-range';

/** How a report's rows are cut: a row a day or a row a month (the server's `groupBy`). */
export type GroupBy = 'day' | 'month';

/** A report's days, dd/MM/yyyy, both included (what the server takes as `from` and `end`). */
export interface DayRange {
  from: string;
  end: string;
}

/** Today in Vietnam (the server's days), whatever the browser's zone. */
export const vietnamToday = (now = new Date()): Dayjs => toDay(formatDate(now)) ?? dayjs();

const text = (day: Dayjs) => day.format(DAY_FORMAT);

/** The month so far: what a report covers when no period is asked for (as the server does). */
export function currentMonth(today = vietnamToday()): DayRange {
  return { from: text(today.startOf('month')), end: text(today) };
}

/** The period bar's quick choices. */
export function rangePresets(today = vietnamToday()): { label: string; value: [Dayjs, Dayjs] }[] {
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: 'Tháng này', value: [today.startOf('month'), today] },
    {
      label: 'Tháng trước',
      value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')],
    },
    { label: '7 ngày qua', value: [today.subtract(6, 'day'), today] },
  ];
}

/** Both days as the URL gives them, read as the server reads them (one end alone included). */
export function rangeOf(from: string | null, end: string | null, today = vietnamToday()): DayRange {
  const start = from ? toDay(from) : null;
  const last = end ? toDay(end) : null;
  if (start && last) return { from: text(start), end: text(last) };
  if (start) return { from: text(start), end: text(today) };
  if (last) return { from: text(last), end: text(last) };
  return currentMonth(today);
}

const parts = (period: string) => {
  const [year = '', month = '', day] = period.split('-');
  return { year, month, day };
};

/** A row's period as the table shows it: 05/11/2026 or Tháng 11/2026. */
export function periodLabel(period: string): string {
  const { year, month, day } = parts(period);
  return day ? `${day}/${month}/${year}` : `Tháng ${month}/${year}`;
}

/** A row's period inside a sentence: "ngày 05/11/2026", "tháng 11/2026". */
export function periodPhrase(period: string): string {
  const { year, month, day } = parts(period);
  return day ? `ngày ${day}/${month}/${year}` : `tháng ${month}/${year}`;
}

/**
 * The days a row of the report covers, for the figures behind it: its day, or its month cut to
 * the report's own days (a report from 15/10 shows October from the 15th only).
 */
export function periodRange(period: string, report: DayRange): DayRange {
  const { year, month, day } = parts(period);
  const first = dayjs(`${year}-${month}-${day ?? '01'}`);
  const last = day ? first : first.endOf('month').startOf('day');
  const from = toDay(report.from);
  const end = toDay(report.end);
  return {
    from: text(from && from.isAfter(first) ? from : first),
    end: text(end && end.isBefore(last) ? end : last),
  };
}

/** Every day (yyyy-MM-dd) or month (yyyy-MM) of the range, in order: the chart's axis. */
export function periodKeys(range: DayRange, groupBy: GroupBy): string[] {
  const from = toDay(range.from);
  const end = toDay(range.end);
  if (!from || !end) return [];
  const keys: string[] = [];
  const format = groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  // A report is at most a little over a year (the server refuses longer): 500 steps is plenty.
  for (let day = from, steps = 0; !day.isAfter(end) && steps < 500; steps += 1) {
    keys.push(day.format(format));
    day = groupBy === 'day' ? day.add(1, 'day') : day.add(1, 'month').startOf('month');
  }
  return keys;
}
