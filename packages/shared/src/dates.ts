/**
 * Dates of the portal: shown and queried as dd/MM/yyyy in Asia/Ho_Chi_Minh (UTC+7, no daylight saving).
 */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant that day starts in Vietnam, or null when the text is not a real dd/MM/yyyy date. */
export function parseDayStart(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(utc - OFFSET_MS);
}

/** The last millisecond of that day in Vietnam (an inclusive end). */
export function parseDayEnd(text: string): Date | null {
  const start = parseDayStart(text);
  return start ? new Date(start.getTime() + DAY_MS - 1) : null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yyyy in Vietnam; '' for an empty or invalid value. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? dayFormat.format(date) : '';
}

/** dd/MM/yyyy HH:mm in Vietnam. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${dayFormat.format(date)} ${timeFormat.format(date)}` : '';
}

/**
 * A bank's own time, as its notification or statement wrote it (Vietnam time already), as the
 * console shows and exports it: "2026-11-23 20:15:00" reads 23/11/2026 20:15; a time with a zone
 * is shown in Vietnam time; anything else (a statement's "23/11/2026") is shown as given.
 */
export function bankTime(value: string): string {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) return formatDateTime(text);
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(text);
  if (!local) return text;
  const [, year, month, day, hour, minute] = local;
  return `${day}/${month}/${year}${hour ? ` ${hour}:${minute}` : ''}`;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
