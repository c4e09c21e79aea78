/** A customer code the sender wrote (KH000123, "kh 000123"): the likely owner of the money. */
export function customerCodeIn(content: string): string {
  const found = /\bKH\s?(\d{4,})\b/i.exec(content);
  return found ? `KH${found[1]}` : '';
}
