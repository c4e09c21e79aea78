import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { warehouses } from '../db/schema.js';
import { preparedStatement } from '../lib/prepared.js';

/** Prepared, as the product's reads are (lib/prepared.ts): what the route measures is the rest. */
const oneSelect = preparedStatement<{ id: number }>('bench_one_select')((db, shape) =>
  db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, shape.id)),
);

/**
 * The yardsticks of `npm run bench:scale` (issue 11), mounted only when BENCH_ROUTES=1: every list
 * call is measured beside a route doing one indexed primary-key select through the same database
 * pool, and beside a route that touches no database at all. No session, no data worth hiding.
 */
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/one-select', async () => {
    const [row] = await oneSelect(app.deps.db, { id: 1 });
    return { Id: row?.id ?? null };
  });
  app.get('/bare', async () => ({}));
}
