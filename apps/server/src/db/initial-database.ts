import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The migrated empty database the build packs (scripts/make-initial-database.mjs) beside the
 * compiled server. Absent when running from source: a first start then runs initdb itself.
 */
export const INITIAL_DATABASE_FILE = fileURLToPath(
  new URL('../initial-database.tar.gz', import.meta.url),
);

/** The packed database to unpack into `dataDir`, when that folder holds no database yet. */
export function initialDatabaseFor(dataDir: string): Blob | undefined {
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!fresh || !fs.existsSync(INITIAL_DATABASE_FILE)) return undefined;
  return new Blob([fs.readFileSync(INITIAL_DATABASE_FILE)]);
}
