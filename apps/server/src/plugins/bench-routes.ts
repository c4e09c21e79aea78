import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { warehouses } from '../db/schema.js';

/**
 * The yardsticks of `npm run bench:scale` (issue 11), mounted only when BENCH_ROUTES=1: every list
 * call is measured beside a route doing one indexed primary-key select through the same database
 * pool, and beside a route that touches no database at all. No session, no data worth hiding.
 */
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/one-select', async () => {
    const [row] = await app.deps.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, 1));
    return { Id: row?.id ?? null };
  });
  app.get('/bare', async () => ({}));
}
