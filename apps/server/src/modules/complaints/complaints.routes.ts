import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addComplaintSchema, complaintListQuery, complaintRow, listAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { listComplaints } from './complaints.repository.js';
import { addComplaint } from './complaints.service.js';

/** /api/order: the customer's complaints (behind requireCustomer). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addComplain',
    { schema: { tags: ['order'], body: addComplaintSchema, response: { 200: complaintRow } } },
    async (request) => addComplaint(app.deps.db, customerScopeOf(request), request.body),
  );

  app.get(
    '/getcomplains',
    {
      schema: {
        tags: ['order'],
        querystring: complaintListQuery,
        response: { 200: listAnswer(complaintRow) },
      },
    },
    async (request) => listComplaints(app.deps.db, customerScopeOf(request), request.query),
  );
};
