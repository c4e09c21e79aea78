import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminComplaintListQuery,
  adminComplaintRow,
  complaintRow,
  rejectComplaintSchema,
  resolveComplaintSchema,
} from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { complaintQueueSheet } from './complaint-queue-sheet.js';
import { listComplaintQueue } from './complaints.repository.js';
import { rejectComplaint, resolveComplaint, takeComplaint } from './complaints.service.js';

/** /api/admin/complaints: the complaints queue (DESIGN §6). */
export const complaintAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/complaints', {
    query: adminComplaintListQuery,
    row: adminComplaintRow,
    sheet: complaintQueueSheet,
    read: (db, scope, query, page) => listComplaintQueue(db, scope, query, page),
  });

  app.put(
    '/complaints/:id/take',
    { schema: { tags: ['admin'], params: idParams, response: { 200: complaintRow } } },
    async (request) => takeComplaint(app.deps.db, staffScopeOf(request), request.params.id),
  );

  app.put(
    '/complaints/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: resolveComplaintSchema,
        response: { 200: complaintRow },
      },
    },
    async (request) =>
      resolveComplaint(app.deps.db, staffScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/complaints/:id/reject',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: rejectComplaintSchema,
        response: { 200: complaintRow },
      },
    },
    async (request) =>
      rejectComplaint(app.deps.db, staffScopeOf(request), request.params.id, request.body.Response),
  );
};
