import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import type { SqlRunner } from '../../db/sql-runner.js';

/**
 * Statements run inside a Drizzle transaction (or on the database): what lets a job be written in
 * the same transaction as the change that causes it. Each `$n` becomes a bound parameter.
 */
export function executorRunner(executor: Executor): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
      );
      const result = await executor.execute(sql.join(chunks));
      return { rows: rowsOfResult<Record<string, unknown>>(result) };
    },
  };
}
