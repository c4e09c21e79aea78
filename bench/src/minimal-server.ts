/**
 * The minimal yardstick of `npm run bench:scale` (issue 27 §2): the product's
 * /api/bench/one-select done with nothing else around it. A bare Fastify 5 app (no logger, no
 * hooks, no compression) answering GET /api/bench/one-select with the same primary-key select the
 * product's route makes (apps/server/src/plugins/bench-routes.ts: warehouse 1's id, as Drizzle
 * writes the statement) and the same JSON. The bench spawns it beside the product, on a port of its
 * own, and divides every row of its table by this route's req/s.
 *
 * - PostgreSQL (MINIMAL_DATABASE_URL): the product's database, through a `pg` Pool of the
 *   product's size (apps/server/src/db/client.ts: max 10), the statement named so each connection
 *   prepares it once, as the product's PreparingClient does.
 * - PGlite (no URL): one process holds an embedded data folder, and the product holds its own
 *   while it is measured. So this server opens a small PGlite database of its own in
 *   MINIMAL_DATA_DIR (a scratch folder the bench removes), made here with a warehouses table of
 *   the same key and the same row, and runs the statement prepared once and then EXECUTEd, as the
 *   product's preparingPglite does. Selecting one row by its key from a table whose pages are all
 *   in memory costs the same in both databases, so the ratio still tells what the product adds.
 *
 * Fastify comes from the workspace (apps/server depends on it, npm hoists it to the root
 * node_modules): declaring it in bench/package.json would need the lock file changed as well.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fastify } from 'fastify';
import pg from 'pg';

/** The product's statement for the same select, as Drizzle writes it. */
const ONE_SELECT = 'select "id" from "warehouses" where "warehouses"."id" = $1';
const WAREHOUSE_ID = 1;
/** The product's pool size on PostgreSQL (apps/server/src/db/client.ts). */
const POOL_SIZE = 10;

const port = Number(process.env.MINIMAL_PORT);
const databaseUrl = process.env.MINIMAL_DATABASE_URL || undefined;
const dataDir = process.env.MINIMAL_DATA_DIR;
if (!Number.isInteger(port) || port <= 0) throw new Error('MINIMAL_PORT must be a port number');

interface Database {
  /** Warehouse `id`'s id, or null when there is none. */
  oneSelect(id: number): Promise<number | null>;
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return {
    async oneSelect(id) {
      const result = await pool.query<{ id: number }>({
        name: 'one_select',
        text: ONE_SELECT,
        values: [id],
      });
      return result.rows[0]?.id ?? null;
    },
    close: () => pool.end(),
  };
}

async function openPglite(folder: string): Promise<Database> {
  mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(folder);
  // The product's warehouses table (apps/server/src/db/schema.ts), with two warehouses.
  await db.exec(`create table if not exists warehouses (id serial primary key,
      name text not null unique, description text not null default '',
      sort_order integer not null default 0);
    insert into warehouses (id, name) values (1, 'Kho Hà Nội'), (2, 'Kho Hồ Chí Minh')
      on conflict (id) do nothing;
    analyze warehouses;`);
  await db.query(`prepare one_select as ${ONE_SELECT}`);
  return {
    async oneSelect(id) {
      const result = await db.query<{ id: number }>(`execute one_select('${Math.trunc(id)}')`);
      return result.rows[0]?.id ?? null;
    },
    close: () => db.close(),
  };
}

let database: Database;
if (databaseUrl) database = await openPostgres(databaseUrl);
else if (dataDir) database = await openPglite(dataDir);
else throw new Error('MINIMAL_DATABASE_URL or MINIMAL_DATA_DIR must be set');

const app = fastify({ logger: false });
app.get('/api/bench/one-select', async () => ({ Id: await database.oneSelect(WAREHOUSE_ID) }));
await app.listen({ port, host: '127.0.0.1' });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
