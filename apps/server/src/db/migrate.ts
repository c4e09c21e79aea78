import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.js';
import { writeEnumConstants } from './enum-constants.js';

// src/db and dist/db both sit two levels under apps/server, where drizzle/ holds the SQL migrations.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrate(handle: DatabaseHandle): Promise<void> {
  // First: a migration may call them (enum-constants.ts).
  await writeEnumConstants(handle.db);
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
