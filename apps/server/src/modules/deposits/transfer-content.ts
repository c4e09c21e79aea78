/**
 * The transfer content a deposit asks for (`NAP KH000123 58231`), found in what the bank wrote.
 * Banks change case, drop or replace the spaces, and put their own references before and after
 * ("MBVCB.1234.NAPKH00012358231.CT tu ..."): compare plainly. A customer code has 6 digits or more,
 * so without separators the last 5 digits are the tail.
 */
export function findTransferContent(content: string): string | null {
  const match = /NAP\W*(KH\d{6,}?)\W*(\d{5})(?!\d)/i.exec(content);
  return match ? `NAP ${match[1]?.toUpperCase()} ${match[2]}` : null;
}
