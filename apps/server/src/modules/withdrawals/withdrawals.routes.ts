import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeAnswer, requestListQuery, withdrawalRow, withdrawalSchema } from '@app/shared';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listWithdrawals } from './withdrawals.repository.js';
import { cancelWithdrawal, requestWithdrawal } from './withdrawals.service.js';

/** /api/customer: the customer's withdrawals (behind requireCustomer). */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/withdrawal',
    { schema: { tags: ['wallet'], body: withdrawalSchema, response: { 200: codeAnswer } } },
    async (request) =>
      requestWithdrawal(
        app.deps.db,
        customerScopeOf(request),
        request.body,
        idempotencyKeyOf(request),
      ),
  );

  customerListRoute(app, '/getwithdrawals', {
    tag: 'wallet',
    query: requestListQuery,
    row: withdrawalRow,
    read: listWithdrawals,
  });

  app.put(
    '/cancelwithdrawal/:id',
    { schema: { tags: ['wallet'], params: idParams, response: { 200: withdrawalRow } } },
    async (request) => cancelWithdrawal(app.deps.db, customerScopeOf(request), request.params.id),
  );
};
