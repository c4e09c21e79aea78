/**
 * What staff type in the console's search boxes, read the way the database keeps what it searches
 * (db/schema.ts: users.search_name, users.search_phone, compactContent), so a search is an index
 * read however the keyword was typed.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A pattern finding what starts with `text`, its LIKE wildcards escaped. */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** A pattern finding `text` anywhere, its LIKE wildcards escaped. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;

/** Lower case without diacritics, as users.search_name holds a name: "Nguyễn Văn Ánh" → "nguyen van anh". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/**
 * Letters (of any alphabet), digits, spaces, apostrophes and hyphens, with a letter among them:
 * what a typed name is made of ("Khách hàng 4997", "Shop Anh 2"). Digits alone are a phone or a code.
 */
const NAME = /^(?=.*\p{L})[\p{L}\p{M}\d][\p{L}\p{M}\d\s'’-]*$/u;

/**
 * The full-text query finding names with every typed word at the start of one of their words, in
 * any order ("van a" finds "Nguyễn Văn An"); null when the keyword is not a name.
 */
export function nameQuery(keyword: string): string | null {
  if (!NAME.test(keyword)) return null;
  const words = foldName(keyword)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Digits and the separators people write phone numbers with. */
const PHONE = /^\+?[\d\s.()-]+$/;

/**
 * The runs of digits users.search_phone may contain for a typed phone number or part of one:
 * "0912 345 678", "912.345.678" and "+84 912 345 678" are all 0912345678, and any 4 or more
 * digits in a row ("5678", "345 67") find the numbers holding them. Empty when the keyword is not
 * (part of) a phone number.
 */
export function phoneDigitRuns(keyword: string): string[] {
  if (!PHONE.test(keyword)) return [];
  const digits = keyword.replace(/\D/g, '');
  // +84 912…: the country code stands for the leading 0 the numbers are kept with.
  const national = /^\s*\+\s*84/.test(keyword) || (digits.startsWith('84') && digits.length >= 11);
  const run = national ? `0${digits.slice(2)}` : digits;
  return run.length >= 4 ? [run] : [];
}

/**
 * The row id a typed code names: "DH000123", "dh123", "000123" and "123" all name 123, since a
 * code is its prefix and its row's id, zero-padded (db/schema.ts codeSql). Null when the keyword
 * is not one of `prefix`'s codes, or names an id no row can have.
 */
export function codeId(keyword: string, prefix: string): number | null {
  const match = /^([a-z]{2,3})?\s*0*(\d{1,10})$/i.exec(keyword.trim());
  if (!match || (match[1] !== undefined && match[1].toUpperCase() !== prefix)) return null;
  const id = Number(match[2]);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** The largest id of an `integer` key column (a larger number in a query would fail the cast). */
const MAX_ID = 2_147_483_647;

/** Letters and digits only, upper case: a transfer content as compactContent keeps it. */
export const compactText = (text: string) =>
  foldName(text)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase();
