import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionRow, transactionsQuery, walletAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { walletSummary } from '../withdrawals/withdrawals.service.js';
import { listTransactions } from './ledger.js';

/** /api/customer: the customer's wallet and ledger (behind requireCustomer). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    { schema: { tags: ['wallet'], response: { 200: walletAnswer } } },
    async (request) => walletSummary(app.deps.db, customerScopeOf(request)),
  );

  customerListRoute(app, '/transactions', {
    tag: 'wallet',
    query: transactionsQuery,
    row: transactionRow,
    read: listTransactions,
  });
};
