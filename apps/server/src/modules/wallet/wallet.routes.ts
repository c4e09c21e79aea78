import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnswer, transactionRow, transactionsQuery, walletAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { walletSummary } from '../withdrawals/withdrawals.service.js';
import { listTransactions } from './ledger.js';

/** /api/customer: the customer's wallet and ledger (behind requireCustomer). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    { schema: { tags: ['wallet'], response: { 200: walletAnswer } } },
    async (request) => walletSummary(app.deps.db, customerScopeOf(request)),
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['wallet'],
        querystring: transactionsQuery,
        response: { 200: listAnswer(transactionRow) },
      },
    },
    async (request) => listTransactions(app.deps.db, customerScopeOf(request), request.query),
  );
};
