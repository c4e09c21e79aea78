import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { initialDatabaseFor } from './initial-database.js';
import * as schema from './schema.js';

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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: drizzlePg(pool, config) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? (await openPglite(options.dataDir));
  return {
    db: drizzlePglite(client, config) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create('memory://');
  const initial = initialDatabaseFor(dataDir);
  return PGlite.create(dataDir, initial ? { loadDataDir: initial } : {});
}
