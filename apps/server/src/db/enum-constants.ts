import { sql } from 'drizzle-orm';
import { BILL_PAYMENT_TYPES, TransportStatus } from '@app/shared';
import type { DatabaseHandle } from './client.js';

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

export async function writeEnumConstants(handle: DatabaseHandle): Promise<void> {
  for (const constant of CONSTANTS) {
    await handle.db.execute(
      sql.raw(`create or replace function ${constant.name}() returns ${constant.type}
        language sql immutable parallel safe as $$ select (${constant.value})::${constant.type} $$`),
    );
  }
}
