import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * SQL as text with `$1…` parameters, for a library that brings its own statements: pg-boss's
 * `db` option (`executeSql`). A text without values may hold several statements, pg-boss's
 * `BEGIN; … COMMIT;` blocks among them.
 */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The pool's connections. A block of statements runs on a connection of its own, thrown away if
 * it fails: a failed `BEGIN; … COMMIT;` leaves its connection inside an aborted transaction,
 * which the next query taking it from the pool would inherit.
 */
export function poolRunner(pool: pg.Pool): SqlRunner {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = await client.query(text);
        client.release();
        // Several statements answer an array of results: the last one is the block's answer.
        return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
  };
}

/**
 * The embedded database's one connection. A block of statements runs inside PGlite's own
 * transaction, which rolls back if the block fails: run bare, a failed `BEGIN; … COMMIT;` would
 * leave the only connection in an aborted transaction and every later query refused.
 * (Its own BEGIN and COMMIT only warn that a transaction is, or is no longer, open.)
 */
export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}
