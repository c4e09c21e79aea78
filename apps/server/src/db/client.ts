import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { CONSOLE_READ_CONNECTIONS, CONSOLE_WRITE_CONNECTIONS, RoutedPool } from './console-pool.js';
import { initialDatabaseFor } from './initial-database.js';
import { preparingPglite } from './preparing-pglite.js';
import * as schema from './schema.js';
import { pgliteRunner, poolRunner, type SqlRunner } from './sql-runner.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What repository functions take first: the database or the transaction they run in. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The same database for statements given as text (the job queue's, db/sql-runner.ts). */
  sql: SqlRunner;
  /**
   * Hears the database's NOTIFY on `channels` (db/change-feed.ts). `onLive(false)` says it may
   * have missed some (the listening connection dropped); `onLive(true)` that it hears again.
   */
  listen(
    channels: readonly string[],
    onNotify: (channel: string, payload: string) => void,
    onLive: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL through a pool when a URL is given, else PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
  /** Sees every statement with its parameters (the query-plan test reads them back). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<DatabaseHandle> {
  const onQuery = options.onQuery;
  const config = { schema, ...(onQuery && { logger: { logQuery: onQuery } }) };
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const poolOf = (max: number, name: string) =>
      new pg.Pool({ connectionString: url, max, Client: PreparingClient, application_name: name });
    // The portal's 10 connections and the console's own for reads and for writes
    // (db/console-pool.ts); the job queue works on the portal's.
    const portal = poolOf(10, 'portal');
    const pools = new RoutedPool(portal, {
      read: poolOf(CONSOLE_READ_CONNECTIONS, 'console'),
      write: poolOf(CONSOLE_WRITE_CONNECTIONS, 'console-writes'),
    });
    return {
      db: drizzlePg(pools, config) as unknown as Database,
      kind: 'postgres',
      sql: poolRunner(portal),
      listen: (channels, onNotify, onLive) => listenPostgres(url, channels, onNotify, onLive),
      close: () => pools.end(),
    };
  }
  const client = options.pglite ?? (await openPglite(options.dataDir));
  return {
    db: drizzlePglite(preparingPglite(client) as PGlite, config) as unknown as Database,
    kind: 'pglite',
    sql: pgliteRunner(client),
    async listen(channels, onNotify, onLive) {
      // One process holds the embedded database: its notifications cannot be missed.
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => onNotify(channel, payload))),
      );
      onLive(true);
      return async () => {
        onLive(false);
        if (!client.closed) for (const stop of stops) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** Statements given a name so far: past this many, new ones run unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 2_000;
const statementNames = new Map<string, string>();

/** The prepared statement's name for a text: the same on every connection, one per text. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pool connection that prepares every statement Drizzle sends, once per connection, under a
 * name made from its text: later runs skip parsing and (after PostgreSQL's first five) planning,
 * which cost more than the list queries themselves (issue 11). Statement texts come from the
 * code with values as parameters, so there are a few hundred, not one per request.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (
      config &&
      typeof config === 'object' &&
      'text' in config &&
      !(config as { name?: string }).name
    ) {
      const name = statementName(String(config.text));
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...given: unknown[]) => never)(...args);
  }
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). When it drops,
 * the feed is not live until a new one listens again, a second later.
 */
async function listenPostgres(
  url: string,
  channels: readonly string[],
  onNotify: (channel: string, payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onNotify(message.channel, message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      onLive(false);
      retry();
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN "${channel}"`);
    client = next;
    onLive(true);
  };
  await connect();
  return async () => {
    stopped = true;
    onLive(false);
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create('memory://');
  const initial = initialDatabaseFor(dataDir);
  return PGlite.create(dataDir, initial ? { loadDataDir: initial } : {});
}
