import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_PAYMENT_TYPES, TransportStatus } from '@app/shared';
import { rowsOf } from '../test/rows-of.js';
import { writeEnumConstants } from './enum-constants.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The database's own functions take the enums from the shared package (enum-constants.ts): the
 * constants equal the TypeScript values, and no function compares a status or a type with a
 * number written into it (a later migration that did would copy an enum by hand again).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('enum constants in the database', () => {
  it('equal the shared enums', async () => {
    const [row] = await rowsOf<{ payments: number[] | string; cancelled: number }>(
      t.db,
      sql`select bill_payment_types() as payments, transport_cancelled() as cancelled`,
    );
    // node-postgres parses a smallint[]; PGlite may hand back its text form.
    const payments =
      typeof row?.payments === 'string'
        ? row.payments.replace(/[{}]/g, '').split(',').map(Number)
        : row?.payments;
    expect(payments).toEqual([...BILL_PAYMENT_TYPES]);
    expect(Number(row?.cancelled)).toBe(TransportStatus.Cancelled);
  });

  it('are rewritten when stale, by servers starting together, without a failure', async () => {
    // A stale value (as after an enum changed), then three servers at once: on PostgreSQL three
    // connections, each waiting for the advisory lock, the later ones finding it written.
    await t.db.execute(
      sql.raw(`create or replace function transport_cancelled() returns smallint
        language sql immutable as $$ select 0::smallint $$`),
    );
    await Promise.all([
      writeEnumConstants(t.db),
      writeEnumConstants(t.db),
      writeEnumConstants(t.db),
    ]);
    const [row] = await rowsOf<{ cancelled: number }>(
      t.db,
      sql`select transport_cancelled() as cancelled`,
    );
    expect(Number(row?.cancelled)).toBe(TransportStatus.Cancelled);
  });

  it('are what every function compares a status or a type with, never a bare number', async () => {
    const bare = await rowsOf<{ name: string }>(
      t.db,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prolang <> (select oid from pg_language where lanname = 'sql')
          and (p.prosrc ~* '[^a-z_](status|type)\\s*(=|<>|!=|>=|<=|<|>)\\s*[0-9]'
            or p.prosrc ~* '[^a-z_](status|type)\\s+(not\\s+)?in\\s*\\(\\s*[0-9]')`,
    );
    expect(bare.map((row) => row.name)).toEqual([]);
  });
});
