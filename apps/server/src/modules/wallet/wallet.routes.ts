import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeAnswer,
  depositCreated,
  depositRow,
  depositSchema,
  listAnswer,
  requestListQuery,
  transactionRow,
  transactionsQuery,
  withdrawalRow,
  withdrawalSchema,
} from '@app/shared';
import { currentUser } from '../../plugins/auth.js';
import { listDeposits } from '../deposits/deposits.repository.js';
import { requestDeposit } from '../deposits/deposits.service.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listWithdrawals } from '../withdrawals/withdrawals.repository.js';
import { cancelWithdrawal, requestWithdrawal } from '../withdrawals/withdrawals.service.js';
import { listTransactions } from './ledger.js';

import { idParams } from '../../lib/params.js';

/** /api/customer: the customer's wallet, deposits and withdrawals (behind requireCustomer). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['wallet'],
        querystring: transactionsQuery,
        response: { 200: listAnswer(transactionRow) },
      },
    },
    async (request) => listTransactions(db(), currentUser(request).id, request.query),
  );

  app.post(
    '/deposit',
    { schema: { tags: ['wallet'], body: depositSchema, response: { 200: depositCreated } } },
    async (request) =>
      requestDeposit(db(), currentUser(request).id, request.body, idempotencyKeyOf(request)),
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
    async (request) => listDeposits(db(), currentUser(request).id, request.query),
  );

  app.post(
    '/withdrawal',
    { schema: { tags: ['wallet'], body: withdrawalSchema, response: { 200: codeAnswer } } },
    async (request) =>
      requestWithdrawal(db(), currentUser(request).id, request.body, idempotencyKeyOf(request)),
  );

  app.get(
    '/getwithdrawals',
    {
      schema: {
        tags: ['wallet'],
        querystring: requestListQuery,
        response: { 200: listAnswer(withdrawalRow) },
      },
    },
    async (request) => listWithdrawals(db(), currentUser(request).id, request.query),
  );

  app.put(
    '/cancelwithdrawal/:id',
    { schema: { tags: ['wallet'], params: idParams, response: { 200: withdrawalRow } } },
    async (request) => cancelWithdrawal(db(), currentUser(request).id, request.params.id),
  );
};
