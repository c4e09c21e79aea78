import type { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The rows of a raw statement: execute() answers rows on PGlite and {rows} on node-postgres. */
export async function rowsOf<Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: ReturnType<typeof sql>,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
