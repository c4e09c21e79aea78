import { z } from 'zod';
import { messages } from '../messages.js';
import { listAnswer, pagingFields } from './common.js';
import { INT4_MAX } from './fields.js';

/**
 * Where a page of a customer's list ends (issue 27): the sort key of its last row. The next page
 * is the rows after that key, found in the list's index as the first page is, however deep the
 * page: an offset walks past every row it skips. `at` is the row's creation time to the
 * microsecond (the database's precision; a millisecond would skip rows created within one),
 * ISO 8601 in UTC; a list ordered by id alone (the ledger) has none.
 */
export interface ListPosition {
  at?: string | undefined;
  id: number;
}

/** A creation time as the server writes it into a cursor (years from 1900: PostgreSQL reads each). */
const AT_PATTERN = /^(19|2\d)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]{1,120}$/;

/** The cursor text: base64url of `<at>|<id>`, or of `<id>` alone. Opaque to the portal. */
export function encodeListCursor(position: ListPosition): string {
  const text = position.at === undefined ? String(position.id) : `${position.at}|${position.id}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position a cursor names, or undefined when the text is not one the server gave. */
export function decodeListCursor(cursor: string): ListPosition | undefined {
  if (!BASE64URL_PATTERN.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const parts = text.split('|');
  const idText = parts.pop() ?? '';
  const at = parts.length === 1 ? parts[0] : undefined;
  if (parts.length > 1 || !ID_PATTERN.test(idText) || Number(idText) > INT4_MAX) return undefined;
  if (at !== undefined && !isRealTime(at)) return undefined;
  return { at, id: Number(idText) };
}

/** A time of the server's form that is a real moment (no 31 February): it reads back the same. */
function isRealTime(at: string): boolean {
  if (!AT_PATTERN.test(at)) return false;
  const milliseconds = new Date(`${at.slice(0, 23)}Z`);
  return (
    !Number.isNaN(milliseconds.getTime()) && milliseconds.toISOString() === `${at.slice(0, 23)}Z`
  );
}

/**
 * skip/take of a customer's list (DESIGN §3) and its optional `cursor`: the NextCursor of the page
 * before. A cursor wins: the page is the `take` rows after it and `skip` is not read (the portal
 * sends it anyway, for its page number). A malformed one is refused with a sentence asking to
 * reload the list, as is one of a list of the other order (a time where the list has none); one of
 * another list, or another customer's, only places the caller's own rows.
 */
export const customerPagingFields = {
  ...pagingFields,
  cursor: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const position = decodeListCursor(text);
      if (!position) {
        ctx.addIssue({ code: 'custom', message: messages.listCursorInvalid });
        return z.NEVER;
      }
      return position;
    }),
};

/** A customer's list answer: {Items, Total} and the cursor of the page after it (null at the end). */
export const customerListAnswer = <T extends z.ZodType>(item: T) =>
  listAnswer(item).extend({ NextCursor: z.string().nullable() });

/** A list with no filter of its own (the carts). */
export const customerPageQuery = z.object(customerPagingFields);
