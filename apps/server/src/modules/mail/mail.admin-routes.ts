import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnswer, mailRow, pageQuery } from '@app/shared';
import { listMail } from './mail.repository.js';

/** /api/admin/mails: the outbox, every mail the system wrote and whether it was sent. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mails',
    { schema: { tags: ['admin'], querystring: pageQuery, response: { 200: listAnswer(mailRow) } } },
    async (request) => listMail(app.deps.db, request.query),
  );
};
