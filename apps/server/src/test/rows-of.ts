import type { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOfResult } from '../db/rows.js';

/** The rows of a raw statement (db/rows.ts). */
export async function rowsOf<Row = Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: ReturnType<typeof sql>,
): Promise<Row[]> {
  return rowsOfResult<Row>(await db.execute(query));
}

/**
 * The rows of `read` as the database keeps them, and as they read after `recount` rewrites them
 * from the rows they are kept from, in a transaction rolled back: how the checks every test app
 * makes as it closes compare what triggers kept with a recount.
 */
export async function keptAndRecounted<Row = Record<string, unknown>>(
  db: Database,
  read: ReturnType<typeof sql>,
  recount: ReturnType<typeof sql>,
): Promise<[Row[], Row[]]> {
  const kept = await rowsOf<Row>(db, read);
  let recounted: Row[] = [];
  await db
    .transaction(async (tx) => {
      await tx.execute(recount);
      recounted = await rowsOf<Row>(tx, read);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
  return [kept, recounted];
}
