import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table ("orders"."id"). Drizzle leaves columns unqualified when a
 * select has a single table, so inside a correlated subquery `id` would name the subquery's own
 * column, or be ambiguous; every column of a hand-written subquery goes through this.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
