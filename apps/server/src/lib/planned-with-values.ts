import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';

/**
 * Runs a console search's statements in a transaction that plans each with its values
 * (plan_cache_mode = force_custom_plan). Every statement is prepared (db/client.ts), and after its
 * fifth run PostgreSQL may settle on a generic plan that cannot see the words searched for: a
 * `LIKE` on a tracking number's tail then reads no index, and a walk of a whole queue in date
 * order looks as cheap as the few rows a code names. A search is planned anew (about a
 * millisecond); a list without one keeps its prepared plan.
 */
export function plannedWithValues<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return read(tx);
  });
}
