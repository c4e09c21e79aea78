import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentSchema,
  customerListAnswer,
  transactionRow,
  transactionsQuery,
} from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { customerScope } from '../../lib/owner-scope.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { findCustomer } from '../customers/customers.repository.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listTransactions } from './ledger.js';
import { adjustBalance } from './wallet.service.js';

/** /api/admin/customers/:id/{transactions,adjust}: a customer's ledger in the console. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/transactions',
    {
      config: { area: 'customerLedger' },
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: transactionsQuery,
        response: { 200: customerListAnswer(transactionRow) },
      },
    },
    async (request) => {
      const customer = await findCustomer(app.deps.db, staffScopeOf(request), request.params.id);
      if (!customer) throw new NotFoundError();
      return listTransactions(app.deps.db, customerScope(customer.Id), request.query);
    },
  );

  app.post(
    '/customers/:id/adjust',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: adjustmentSchema,
        response: { 200: z.object({ Balance: z.number().int() }) },
      },
    },
    async (request) =>
      adjustBalance(
        app.deps.db,
        staffScopeOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );
};
