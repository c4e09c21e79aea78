import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminComplaintRow,
  complaintListQuery,
  complaintRow,
  listAnswer,
  rejectComplaintSchema,
  resolveComplaintSchema,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { listComplaintQueue } from './complaints.repository.js';
import { rejectComplaint, resolveComplaint, takeComplaint } from './complaints.service.js';

/** /api/admin/complaints: the complaints queue (DESIGN §6). */
export const complaintAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/complaints',
    {
      schema: {
        tags: ['admin'],
        querystring: complaintListQuery,
        response: { 200: listAnswer(adminComplaintRow) },
      },
    },
    async (request) => listComplaintQueue(app.deps.db, staffScopeOf(request), request.query),
  );

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
