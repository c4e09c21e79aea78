import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What Drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session.js). */
export interface PgliteClient {
  query<Row>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** Statements worth a plan of their own: reads and writes, not utility commands (SET, LISTEN, EXPLAIN). */
const PREPARABLE = /^[\s(]*(select|insert|update|delete|with)\b/i;

/** Statements prepared on one database at most: past this, new texts run as they are. */
const MAX_PREPARED = 2_000;

type State = { name: string; ready: boolean } | 'unpreparable';

/**
 * A value as an SQL literal for EXECUTE's arguments (it takes no bound parameters), quoted so
 * PostgreSQL gives it the prepared parameter's type; undefined for a value without a plain text
 * form (an array, an object, bytes), whose statement then runs unprepared.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    text = String(value);
  } else return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The embedded database plans every statement it is sent anew — for the dashboard's statement
 * about 2 ms of a 2.5 ms call — where a PostgreSQL connection keeps a prepared plan (db/client.ts
 * names each statement). This client does the same on PGlite: a statement's first run outside a
 * transaction PREPAREs it (a prepared statement outlives any rollback), and every run after that
 * EXECUTEs it with its values written as literals. A transaction only runs what is prepared
 * already: preparing through the database while a transaction holds it would wait for itself.
 */
export function preparingPglite(client: PGlite): PgliteClient {
  const states = new Map<string, State>();

  const executeText = (text: string, params: unknown[]): string | undefined => {
    const state = states.get(text);
    if (!state || state === 'unpreparable' || !state.ready) return undefined;
    const literals = params.map(literal);
    if (literals.some((value) => value === undefined)) return undefined;
    return literals.length > 0
      ? `EXECUTE ${state.name}(${literals.join(', ')})`
      : `EXECUTE ${state.name}`;
  };

  const prepare = async (text: string): Promise<void> => {
    if (states.has(text) || states.size >= MAX_PREPARED || !PREPARABLE.test(text)) return;
    const state = { name: `p${states.size + 1}`, ready: false };
    states.set(text, state);
    await client.query(`PREPARE ${state.name} AS ${text}`).then(
      () => {
        state.ready = true;
      },
      (error: { code?: string }) => {
        // A statement PostgreSQL cannot prepare (a parameter whose type nothing tells) never
        // will be; anything else (the database closing, say) may pass another time.
        if (error.code?.startsWith('42')) states.set(text, 'unpreparable');
        else states.delete(text);
      },
    );
  };

  const run = <Row>(
    target: Pick<PGlite, 'query'> | Transaction,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<Row>> => {
    const execute = executeText(text, params);
    if (execute) return target.query<Row>(execute, [], options);
    return target.query<Row>(text, params, options);
  };

  return {
    async query<Row>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!states.has(text)) await prepare(text);
      return run<Row>(client, text, params, options);
    },
    transaction<T>(body: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) =>
        body(
          Object.assign(Object.create(tx) as Transaction, {
            query: <Row>(text: string, params?: unknown[], options?: QueryOptions) =>
              run<Row>(tx, text, params, options),
          }),
        ),
      );
    },
  };
}
