// Build step: an empty, fully migrated embedded database, packed once, so that a first start on a
// new data folder unpacks it (about 1 s) instead of running initdb and every migration (3-4 s).
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../dist/db/client.js';
import { migrate } from '../dist/database-setup.js';
import { INITIAL_DATABASE_FILE } from '../dist/db/initial-database.js';

const client = await PGlite.create();
await migrate(await openDatabase({ pglite: client }));
const archive = await client.dumpDataDir('gzip');
await client.close();
writeFileSync(INITIAL_DATABASE_FILE, Buffer.from(await archive.arrayBuffer()));
console.log(`initial database packed: ${(archive.size / 1024 / 1024).toFixed(1)} MB`);
