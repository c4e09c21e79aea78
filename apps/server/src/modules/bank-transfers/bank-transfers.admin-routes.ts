import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignTransferSchema,
  bankTransferListQuery,
  bankTransferRow,
  listAnswer,
  reasonSchema,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { assignTransfer, returnTransfer } from './bank-transfers.admin-service.js';
import { listBankTransfers } from './bank-transfers.repository.js';

/** /api/admin/bank-transfers: incoming transfers and the unmatched queue (DESIGN §4). */
export const bankTransferAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/bank-transfers',
    {
      schema: {
        tags,
        querystring: bankTransferListQuery,
        response: { 200: listAnswer(bankTransferRow) },
      },
    },
    async (request) => listBankTransfers(app.deps.db, request.query),
  );

  app.put(
    '/bank-transfers/:id/assign',
    {
      schema: {
        tags,
        params: idParams,
        body: assignTransferSchema,
        response: { 200: bankTransferRow },
      },
    },
    async (request) =>
      assignTransfer(app.deps.db, staffScopeOf(request), {
        id: request.params.id,
        customerId: request.body.CustomerId,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.put(
    '/bank-transfers/:id/return',
    { schema: { tags, params: idParams, body: reasonSchema, response: { 200: bankTransferRow } } },
    async (request) =>
      returnTransfer(app.deps.db, staffScopeOf(request), {
        id: request.params.id,
        reason: request.body.Reason,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );
};
