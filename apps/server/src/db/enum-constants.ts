import { sql } from 'drizzle-orm';
import { BILL_PAYMENT_TYPES, TransportStatus } from '@app/shared';
import type { Database } from './client.js';
import { rowsOfResult } from './rows.js';

/**
 * The shared enums the database's own functions need (the kept sums and row facts of migrations
 * 0018–0021, redefined by 0026 to ask for them): each a SQL function returning its value, written
 * here from the TypeScript enums before every migration run, so no value is written twice and a
 * change of an enum reaches the triggers at the next start. Immutable: PostgreSQL folds each call
 * into a constant where the trigger's statement is planned.
 */
const CONSTANTS: { name: string; type: string; value: string }[] = [
  {
    name: 'bill_payment_types',
    type: 'smallint[]',
    value: `array[${BILL_PAYMENT_TYPES.join(', ')}]`,
  },
  { name: 'transport_cancelled', type: 'smallint', value: String(TransportStatus.Cancelled) },
];

/** Any number of its own: the advisory lock under which servers write the constants in turn. */
const WRITING_LOCK = 0x656e756d; // "enum"

/**
 * Writes each constant whose function does not already say the same, under an advisory lock:
 * servers starting at once on one PostgreSQL would otherwise replace the same function together
 * ("tuple concurrently updated"), and an unchanged function is left alone.
 */
export async function writeEnumConstants(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITING_LOCK})`);
    for (const constant of CONSTANTS) {
      const body = ` select (${constant.value})::${constant.type} `;
      const [current] = rowsOfResult<{ body: string }>(
        await tx.execute(sql`select prosrc as body from pg_proc
          where proname = ${constant.name} and pronamespace = 'public'::regnamespace`),
      );
      if (current?.body === body) continue;
      await tx.execute(
        sql.raw(`create or replace function ${constant.name}() returns ${constant.type}
          language sql immutable parallel safe as $$${body}$$`),
      );
    }
  });
}
