import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One page of a list and the size of the whole list, queried together (DESIGN §3: {Items, Total}).
 * Both queries share one WHERE; the rows query carries its own ORDER BY, OFFSET and LIMIT.
 */
export async function listPage<Row, Item>(
  rows: Promise<Row[]>,
  total: Promise<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<{ Items: Item[]; Total: number }> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { Items: found.map(toItem), Total: counted?.value ?? 0 };
}

/**
 * Newest first, in the order the `(…, created_at DESC, id DESC)` indexes are built (drizzle-kit
 * writes them NULLS LAST): Drizzle's `desc()` means NULLS FIRST, which PostgreSQL cannot walk such
 * an index for, so every page would read and sort all of a customer's rows.
 */
export const newestFirst = (createdAt: PgColumn, id: PgColumn): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];
