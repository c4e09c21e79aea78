import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPglite, type PgliteClient } from './preparing-pglite.js';

/** The embedded database's statements, prepared once and executed with their values as literals. */
describe('preparingPglite', () => {
  let pglite: PGlite;
  let client: PgliteClient;
  /** What the database was sent, outside transactions. */
  const sent: string[] = [];
  const prepared = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
      .length;

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    await pglite.exec(
      'create table notes (id int primary key, body text, at timestamptz, done boolean, meta jsonb)',
    );
    const recording = {
      query: (text: string, ...rest: unknown[]) => {
        sent.push(text);
        return (pglite.query as (...args: unknown[]) => unknown)(text, ...rest);
      },
      transaction: pglite.transaction.bind(pglite),
    };
    client = preparingPglite(recording as unknown as PGlite);
  });
  afterAll(() => pglite.close());

  it('prepares a statement once and gives back every kind of value as it was written', async () => {
    const insert = 'insert into notes values ($1, $2, $3, $4, $5) returning *';
    const at = new Date('2026-11-25T08:30:00.000Z');
    const first = await client.query(insert, [1, "O'Brien -- ; \\ 'x'", at, true, '{"a":1}']);
    const second = await client.query(insert, [2, null, null, false, null]);
    expect(first.rows).toEqual([
      { id: 1, body: "O'Brien -- ; \\ 'x'", at, done: true, meta: { a: 1 } },
    ]);
    expect(second.rows).toEqual([{ id: 2, body: null, at: null, done: false, meta: null }]);
    expect(await prepared()).toBe(1);
    expect(sent.filter((text) => text.startsWith('insert'))).toEqual([]);
    expect(sent.at(-1)).toBe(`EXECUTE p1('2', NULL, NULL, 'false', NULL)`);
    const read = 'select id from notes where body = $1 or id = $2 order by id';
    expect((await client.query(read, ["O'Brien -- ; \\ 'x'", -1])).rows).toEqual([{ id: 1 }]);
    expect((await client.query(read, ['', 2])).rows).toEqual([{ id: 2 }]);
    expect(await prepared()).toBe(2);
  });

  it('answers a broken rule with the database error, code and constraint included', async () => {
    await expect(client.query('insert into notes (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
    });
  });

  it('runs what has no literal form, and utility commands, as they are', async () => {
    const before = await prepared();
    const rows = await client.query('select count(*)::int as n from notes where id = any($1)', [
      [1, 2],
    ]);
    expect(rows.rows).toEqual([{ n: 2 }]);
    await client.query('explain select * from notes where id = $1', [1]);
    // The array's statement is prepared, yet runs with its parameter bound; EXPLAIN is not.
    expect(await prepared()).toBe(before + 1);
  });

  it('runs prepared statements inside a transaction, and its rollback keeps them', async () => {
    const read = 'select body from notes where id = $1';
    await client.query(read, [1]);
    const before = await prepared();
    await client
      .transaction(async (tx) => {
        expect((await tx.query(read, [2])).rows).toEqual([{ body: null }]);
        await tx.query('update notes set body = $1 where id = $2', ['đã sửa', 2]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await client.query(read, [2])).rows).toEqual([{ body: null }]);
    // Prepared only outside a transaction: the update inside it ran unprepared.
    expect(await prepared()).toBe(before);
  });
});
