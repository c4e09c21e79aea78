/**
 * What staff type in the console's search boxes, read the way the database keeps what it searches
 * (db/schema.ts: users.search_name, users.search_phone, compactContent), so a search is an index
 * read however the keyword was typed.
 */

/** Escapes LIKE wildcards and makes a prefix pattern of `text`. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Lower case without diacritics, as users.search_name holds a name: "Nguyễn Văn Ánh" → "nguyen van anh". */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/** Letters (of any alphabet), spaces, apostrophes and hyphens: what a typed name is made of. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’-]*$/u;

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
 * The starts of users.search_phone a typed phone number may be: "0912 345 678", "912.345.678" and
 * "+84 912 345 678" are all 0912345678, and a partial "+84 91" or "912 34" finds its beginning.
 * Empty when the keyword is not (the start of) a phone number.
 */
export function phonePrefixes(keyword: string): string[] {
  if (!PHONE.test(keyword)) return [];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length < 3) return [];
  if (digits.startsWith('0')) return [digits];
  if (digits.startsWith('84') && digits.length >= 11) return [`0${digits.slice(2)}`];
  // Without its 0, or a partial +84: either reading may be meant.
  const forms = new Set([`0${digits}`]);
  if (digits.startsWith('84')) forms.add(`0${digits.slice(2)}`);
  if (digits.length < 9) forms.add(digits);
  return [...forms];
}

/** A customer's code typed loosely: "kh123", "KH 000123" → KH000123; null when it is not one. */
export function customerCode(keyword: string): string | null {
  const match = /^kh\s*0*(\d{1,10})$/i.exec(keyword);
  return match ? `KH${match[1]!.padStart(6, '0')}` : null;
}

/** Letters and digits only, upper case: a transfer content as compactContent keeps it. */
export const compactText = (text: string) =>
  foldName(text)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase();
