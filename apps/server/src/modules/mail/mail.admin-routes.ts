import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailListQuery, mailRow } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { mailSheet } from './mail-sheet.js';
import { listMail } from './mail.repository.js';

/** /api/admin/mails: the outbox, every mail the system wrote and whether it was sent. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/mails', {
    query: mailListQuery,
    row: mailRow,
    sheet: mailSheet,
    read: (db, _scope, query, page) => listMail(db, query, page),
  });
};
