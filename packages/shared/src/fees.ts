/**
 * Range tables of the settings: keys 'min-max' (VND), a max of 0 meaning no upper limit.
 * A range matches when min ≤ amount ≤ max; the first match in the table's order wins (spec §9, DESIGN §5).
 */
export type RangeTable = Record<string, number>;

interface Range {
  min: number;
  max: number;
}

export function parseRange(key: string): Range | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(key);
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]) };
}

function matches(range: Range, amount: number): boolean {
  return amount >= range.min && (range.max === 0 || amount <= range.max);
}

function isEmpty(amount: number | null | undefined): amount is null | undefined {
  return amount === null || amount === undefined || Number.isNaN(amount) || amount === 0;
}

/** The general lookup: the raw value of the first matching range, 0 if none matches or the amount is empty. */
export function lookupRange(
  table: RangeTable | null | undefined,
  amount: number | null | undefined,
): number {
  if (!table || isEmpty(amount)) return 0;
  for (const [key, value] of Object.entries(table)) {
    const range = parseRange(key);
    if (range && matches(range, amount)) return value;
  }
  return 0;
}

/** The buyer fee rate for a goods value: the matching percent divided by 100 (spec §9). */
export function feeBuyerRate(
  table: RangeTable | null | undefined,
  amount: number | null | undefined,
): number {
  return lookupRange(table, amount) / 100;
}
