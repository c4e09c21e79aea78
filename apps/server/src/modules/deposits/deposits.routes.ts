import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  depositCreated,
  depositRow,
  depositSchema,
  listAnswer,
  requestListQuery,
} from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
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

  app.get(
    '/getdeposits',
    {
      schema: {
        tags: ['wallet'],
        querystring: requestListQuery,
        response: { 200: listAnswer(depositRow) },
      },
    },
    async (request) => listDeposits(app.deps.db, customerScopeOf(request), request.query),
  );
};
