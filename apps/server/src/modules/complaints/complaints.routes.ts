import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addComplaintSchema, complaintListQuery, complaintRow } from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { answerProposal } from './complaint-proposals.js';
import { listComplaints } from './complaints.repository.js';
import { addComplaint } from './complaints.service.js';

/** /api/order: the customer's complaints (behind requireCustomer). */
export const complaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addComplain',
    { schema: { tags: ['order'], body: addComplaintSchema, response: { 200: complaintRow } } },
    async (request) => addComplaint(app.deps.db, customerScopeOf(request), request.body),
  );

  // A complaint the warehouse's count prepared, answered like cancelorder/{id}: sent or set aside.
  for (const answer of ['accept', 'dismiss'] as const) {
    app.put(
      `/${answer}complain/:id`,
      { schema: { tags: ['order'], params: idParams, response: { 200: complaintRow } } },
      async (request) =>
        answerProposal(app.deps.db, customerScopeOf(request), request.params.id, answer),
    );
  }

  customerListRoute(app, '/getcomplains', {
    tag: 'order',
    query: complaintListQuery,
    row: complaintRow,
    read: listComplaints,
  });
};
