import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditRow } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { auditSheet } from './audit-sheet.js';
import { listAudit } from './audit.repository.js';

/** /api/admin/audit: what staff did, newest first, by kind of record. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/audit', {
    query: auditQuery,
    row: auditRow,
    sheet: auditSheet,
    read: (db, _scope, query, page) => listAudit(db, query, page),
  });
};
