import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditRow, listAnswer, mailRow, pageQuery } from '@app/shared';
import { listAudit } from '../audit/audit.repository.js';
import { listMail } from '../mail/mail.repository.js';

/** /api/admin/mails and /api/admin/audit: what the system sent and what staff did. */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mails',
    { schema: { tags: ['admin'], querystring: pageQuery, response: { 200: listAnswer(mailRow) } } },
    async (request) => listMail(app.deps.db, request.query),
  );

  app.get(
    '/audit',
    {
      schema: { tags: ['admin'], querystring: auditQuery, response: { 200: listAnswer(auditRow) } },
    },
    async (request) => listAudit(app.deps.db, request.query),
  );
};
