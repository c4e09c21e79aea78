import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositCreated, depositRow, depositSchema, requestListQuery } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listDeposits } from './deposits.repository.js';
import { requestDeposit } from './deposits.service.js';

/** /api/customer: the customer's deposits (behind requireCustomer). */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deposit',
    { schema: { tags: ['wallet'], body: depositSchema, response: { 200: depositCreated } } },
    async (request) =>
      requestDeposit(
        app.deps.db,
        customerScopeOf(request),
        request.body,
        idempotencyKeyOf(request),
      ),
  );

  customerListRoute(app, '/getdeposits', {
    tag: 'wallet',
    query: requestListQuery,
    row: depositRow,
    read: listDeposits,
  });
};
