import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditRow, listAnswer } from '@app/shared';
import { listAudit } from './audit.repository.js';

/** /api/admin/audit: what staff did, newest first. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: { tags: ['admin'], querystring: auditQuery, response: { 200: listAnswer(auditRow) } },
    },
    async (request) => listAudit(app.deps.db, request.query),
  );
};
