import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REPORT_MAX_DAYS, type ReportQuery } from '@app/shared';
import { ruleError } from '../../lib/errors.js';

const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A report's period: its first and last instants (inclusive) and how its rows are grouped. */
export interface ReportPeriod {
  from: Date;
  end: Date;
  groupBy: 'day' | 'month';
}

/** The current month in Vietnam, from its first day to now. */
function currentMonth(now: Date): { from: Date; end: Date } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
  return { from: new Date(first), end: now };
}

/** From the start of the Vietnamese day `daysBack` days before `now`'s, to `now`, by day. */
export function vietnameseDays(now: Date, daysBack = 0): ReportPeriod {
  const local = new Date(now.getTime() + OFFSET_MS);
  const start =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack) -
    OFFSET_MS;
  return { from: new Date(start), end: now, groupBy: 'day' };
}

/**
 * The period a report covers: the days asked for, or the current month; a period longer than
 * REPORT_MAX_DAYS is refused with a sentence (its statements would read years of rows).
 */
export function reportPeriod(
  query: Pick<ReportQuery, 'from' | 'end'> & { groupBy?: 'day' | 'month' },
  now = new Date(),
): ReportPeriod {
  const month = currentMonth(now);
  const from = query.from ?? (query.end ? new Date(query.end.getTime() + 1 - DAY_MS) : month.from);
  const end = query.end ?? (query.from ? now : month.end);
  if (end.getTime() - from.getTime() > REPORT_MAX_DAYS * DAY_MS) {
    throw ruleError('reportTooLong', { days: REPORT_MAX_DAYS });
  }
  return { from, end, groupBy: query.groupBy ?? 'day' };
}

const two = (value: number) => String(value).padStart(2, '0');

/** One row of a report: its Period (yyyy-MM-dd or yyyy-MM in Vietnam) and its instants [start, stop). */
export interface ReportSlice {
  key: string;
  start: Date;
  stop: Date;
}

/**
 * The period cut into its days or months (Vietnamese ones), the first and last cut to the period:
 * each row of a report is read by its own range walk of a time index, so no report sorts or scans
 * a table, however long it has grown.
 */
export function periodSlices(period: ReportPeriod): ReportSlice[] {
  const slices: ReportSlice[] = [];
  const last = period.end.getTime() + 1;
  let cursor = period.from.getTime();
  while (cursor < last) {
    const local = new Date(cursor + OFFSET_MS);
    const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
    const next =
      period.groupBy === 'day'
        ? Date.UTC(year, month, day + 1) - OFFSET_MS
        : Date.UTC(year, month + 1, 1) - OFFSET_MS;
    const key =
      period.groupBy === 'day'
        ? `${year}-${two(month + 1)}-${two(day)}`
        : `${year}-${two(month + 1)}`;
    slices.push({ key, start: new Date(cursor), stop: new Date(Math.min(next, last)) });
    cursor = next;
  }
  return slices;
}

/**
 * The slices as a table `p(key, start, stop)` to join a report's per-row aggregate to (`cross
 * join lateral`). Written into the statement: the keys and instants are the server's own.
 */
export function slicesTable(slices: ReportSlice[]): SQL {
  const rows = slices.map(
    (slice) =>
      `('${slice.key}', timestamptz '${slice.start.toISOString()}', timestamptz '${slice.stop.toISOString()}')`,
  );
  return sql.raw(`(values ${rows.join(', ')}) as p(key, start, stop)`);
}

/** The rows of a time column inside the period (both ends included). */
export const within = (column: PgColumn, period: ReportPeriod): SQL =>
  sql`${column} >= ${period.from.toISOString()} and ${column} <= ${period.end.toISOString()}`;
