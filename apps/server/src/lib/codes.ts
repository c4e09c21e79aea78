/** Human codes of records: a prefix and the row id on 6 digits (KH000123, NT000045, RT000007). */
export function codeFor(prefix: string, id: number): string {
  return `${prefix}${String(id).padStart(6, '0')}`;
}
