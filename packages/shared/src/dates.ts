/**
 * Dates of the portal: shown and queried as dd/MM/yyyy in Asia/Ho_Chi_Minh (UTC+7, no daylight saving).
 */
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

// Vietnam keeps UTC+7 all year, so a date there is the UTC date 7 hours on: plain arithmetic,
// without an Intl.DateTimeFormat for the zone, whose set-up (loading the zone's data) cost a
// phone's first screen tens of milliseconds of main thread.
const two = (value: number) => String(value).padStart(2, '0');
const inVietnam = (date: Date) => new Date(date.getTime() + OFFSET_MS);

/** dd/MM/yyyy in Vietnam; '' for an empty or invalid value. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const local = inVietnam(date);
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

/** dd/MM/yyyy HH:mm in Vietnam. */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const local = inVietnam(date);
  return `${formatDate(date)} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
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
