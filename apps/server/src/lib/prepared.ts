import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../db/client.js';
import { mapRowsCompiled } from './row-mapper.js';

/** A Drizzle query that can be prepared: every select, insert, update and delete builder. */
interface Preparable<Result> {
  prepare(name: string): PreparedQuery<Result>;
  toSQL(): { sql: string };
}
interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A whole number a statement is built with as a literal, one statement per value, instead of a
 * placeholder: for a filter of a few values (a status) whose rows differ much in number from one
 * value to another. PostgreSQL plans such a placeholder anew on every run (its one plan for all
 * values looks costlier than each value's own), which on the embedded database cost as much as
 * the run itself; with the value written in, the statement's plan is made once and kept.
 */
export class Inlined {
  constructor(readonly value: number) {
    if (!Number.isSafeInteger(value)) throw new Error(`not a whole number to inline: ${value}`);
  }
}

/**
 * What a statement's builder is given for its values: a placeholder for each value the call has
 * (undefined for one it has not, so the builder leaves its condition out), each boolean as it
 * is — a choice of shape, not a value (a deep page, say) — and each Inlined value as SQL text.
 */
export type Shape<Values> = {
  [Key in keyof Values]-?: NonNullable<Values[Key]> extends boolean
    ? boolean
    : NonNullable<Values[Key]> extends Inlined
      ? SQL | undefined
      : undefined extends Values[Key]
        ? Placeholder<Key & string> | undefined
        : Placeholder<Key & string>;
};

/**
 * A statement Drizzle builds once per server and shape, then only runs: building a query's SQL
 * text (selection, conditions, escaping) took a fifth to a third of the server's time on the list
 * and profile calls, more than PostgreSQL spent answering them (issue 11). `build` must decide the
 * statement's shape from the `Shape` it is given only — which values are there, and the booleans —
 * never from anything else, since its result serves every later call with the same shape.
 *
 * Written `preparedStatement<Values>('name')((db, shape) => query)`: the values' type is named, the
 * result's is inferred.
 *
 * Inside a transaction the statement built once runs too, on the transaction's connection
 * (onSessionOf): a write's statements were built anew on every request, and building them took
 * about a quarter of the server's time on the write paths (issue 27).
 */
export const preparedStatement =
  <Values extends object>(name: string) =>
  <Result>(
    build: (db: Executor, shape: Shape<Values>) => Preparable<Result>,
  ): ((db: Executor, values: Values) => Promise<Result>) =>
    prepareByShape(name, build);

/**
 * What Drizzle's databases and transactions hold of their connection (drizzle-orm 0.45, both
 * drivers): the session, whose client every statement runs on and whose logger sees it.
 */
interface SessionHolder {
  session: { client: unknown; logger: unknown };
}
interface BoundStatement {
  client: unknown;
  logger: unknown;
}

/**
 * A statement built on one session, to run on `db`'s: the same statement (its text, parameters
 * and row mapping) over `db`'s client and logger. The statement's own fields stay untouched, so
 * concurrent transactions each run theirs on their own connection.
 */
function onSessionOf<Result>(
  statement: PreparedQuery<Result>,
  db: Executor,
): PreparedQuery<Result> {
  const { client, logger } = (db as unknown as SessionHolder).session;
  const bound = statement as unknown as BoundStatement;
  if (bound.client === client && bound.logger === logger) return statement;
  return Object.create(statement, {
    client: { value: client },
    logger: { value: logger },
  }) as PreparedQuery<Result>;
}

function prepareByShape<Values extends object, Result>(
  name: string,
  build: (db: Executor, shape: Shape<Values>) => Preparable<Result>,
): (db: Executor, values: Values) => Promise<Result> {
  // By driver (the session's class): PGlite's and PostgreSQL's statements run differently.
  const built = new Map<unknown, Map<string, PreparedQuery<Result>>>();
  return (db, values) => {
    // The shape's key, and the values to run with, in the values' own order (a caller that gives
    // them in another order gets a second, identical statement: harmless, and no sort per call).
    const given: Record<string, unknown> = {};
    let shapeKey = '';
    for (const field in values) {
      const value: unknown = values[field];
      if (typeof value === 'boolean') shapeKey += `${field}=${value},`;
      else if (value instanceof Inlined) shapeKey += `${field}=${value.value},`;
      else if (value !== undefined) {
        given[field] = value;
        shapeKey += `${field},`;
      }
    }
    const driver = (db as unknown as SessionHolder).session.constructor;
    let shapes = built.get(driver);
    if (!shapes) built.set(driver, (shapes = new Map<string, PreparedQuery<Result>>()));
    let statement = shapes.get(shapeKey);
    if (!statement) {
      const query = build(db, shapeOf(values));
      statement = query.prepare(statementName(name, query.toSQL().sql));
      // Built once, run many times: its rows are worth a mapper of their own (lib/row-mapper.ts).
      mapRowsCompiled(statement);
      shapes.set(shapeKey, statement);
    }
    return onSessionOf(statement, db).execute(given);
  };
}

/** What the builder is given for the values (see Shape). */
function shapeOf<Values extends object>(values: Values): Shape<Values> {
  const shape: Record<string, unknown> = {};
  for (const field in values) {
    const value: unknown = values[field];
    if (typeof value === 'boolean') shape[field] = value;
    else if (value instanceof Inlined) shape[field] = sql.raw(String(value.value));
    else if (value !== undefined) shape[field] = sql.placeholder(field);
  }
  return shape as Shape<Values>;
}

/** The name PostgreSQL knows the statement by on each connection: one per text. */
function statementName(name: string, text: string): string {
  return `${name}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
}
