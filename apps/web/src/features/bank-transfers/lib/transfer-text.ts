import { formatDateTime } from '@app/shared';

/**
 * The bank's own time, as the notification or the statement wrote it (Vietnam time already):
 * "2026-11-23 20:15:00" reads 23/11/2026 20:15; a time with a zone is shown in Vietnam time;
 * anything else (a statement's "23/11/2026") is shown as given.
 */
export function bankTime(value: string): string {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) return formatDateTime(text);
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(text);
  if (!local) return text;
  const [, year, month, day, hour, minute] = local;
  return `${day}/${month}/${year}${hour ? ` ${hour}:${minute}` : ''}`;
}

/** A customer code the sender wrote (KH000123, "kh 000123"): the likely owner of the money. */
export function customerCodeIn(content: string): string {
  const found = /\bKH\s?(\d{4,})\b/i.exec(content);
  return found ? `KH${found[1]}` : '';
}
