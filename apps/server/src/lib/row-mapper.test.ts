import { sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { transports, warehouses } from '../db/schema.js';
import { compileRowMapper } from './row-mapper.js';

interface Field {
  path: string[];
  field: unknown;
}
/** Drizzle's own mapping, which the compiled one must match (exported, but not in its types). */
const { mapResultRow, orderSelectedFields } = drizzleUtils as unknown as {
  mapResultRow: (fields: Field[], row: unknown[], joins: Record<string, boolean>) => unknown;
  orderSelectedFields: (selection: Record<string, unknown>) => Field[];
};

/** The fields of a selection, in the order Drizzle's prepared query keeps them. */
const fieldsOf = (selection: Record<string, unknown>) => orderSelectedFields(selection);

describe('compiled row mapper', () => {
  const selection = {
    transport: transports,
    ownerCode: sql<string>`coalesce(o.code, '')`,
    listTotal: sql<number>`(select 1)`.mapWith(Number),
    warehouseName: sql<string>`w.name`.as('warehouse_name'),
  };
  const fields = fieldsOf(selection);
  /** One driver row: every column as text, as node-postgres hands them over. */
  const rowOf = (overrides: Record<number, string | null>) =>
    fields.map(({ field }, index) => {
      if (index in overrides) return overrides[index] ?? null;
      const name = (field as { name?: string }).name ?? '';
      if (name.endsWith('_at')) return '2026-11-25 19:08:09.518123+00';
      return name === 'transport_code' || name === 'code' || name === 'fee_formula'
        ? 'YT4000'
        : '12';
    });

  it('makes the objects Drizzle makes: nested tables, decoded columns and expressions, nulls', () => {
    const mapRow = compileRowMapper(fields, { transports: true });
    expect(mapRow).toBeDefined();
    const rows = [rowOf({}), rowOf({ 1: null, 5: null, [fields.length - 2]: '6890' })];
    for (const row of rows) {
      const expected = mapResultRow(fields, row, { transports: true });
      expect(mapRow?.(row)).toEqual(expected);
    }
    const mapped = mapRow?.(rows[0] ?? []) as { transport: { createdAt: Date }; listTotal: number };
    expect(mapped.transport.createdAt).toBeInstanceOf(Date);
    expect(mapped.listTotal).toBe(12);
  });

  it('leaves to Drizzle a left-joined table selected as an object (null when all its columns are)', () => {
    const joined = fieldsOf({ transport: transports, warehouse: warehouses });
    expect(compileRowMapper(joined, { transports: true, warehouses: false })).toBeUndefined();
    expect(compileRowMapper(joined, { transports: true, warehouses: true })).toBeDefined();
  });
});
