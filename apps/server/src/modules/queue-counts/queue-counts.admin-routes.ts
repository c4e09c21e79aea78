import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueCounts } from '@app/shared';
import { readQueueCounts } from './queue-counts.repository.js';

/** /api/admin/queue-counts: what waits for staff, for the console menu's badges. */
export const queueCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queue-counts',
    { schema: { tags: ['admin'], response: { 200: queueCounts } } },
    async () => readQueueCounts(app.deps.db),
  );
};
