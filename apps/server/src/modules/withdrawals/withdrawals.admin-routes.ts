import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWithdrawalRow,
  listAnswer,
  reasonSchema,
  requestQueueQuery,
  withdrawalRow,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listWithdrawalQueue } from './withdrawals.repository.js';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals.service.js';

/** /api/admin/withdrawals: the queue staff pay out (behind requireStaff). */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        querystring: requestQueueQuery,
        response: { 200: listAnswer(adminWithdrawalRow) },
      },
    },
    async (request) => listWithdrawalQueue(app.deps.db, staffScopeOf(request), request.query),
  );

  app.put(
    '/withdrawals/:id/approve',
    { schema: { tags: ['admin'], params: idParams, response: { 200: withdrawalRow } } },
    async (request) =>
      approveWithdrawal(app.deps.db, {
        id: request.params.id,
        staffId: staffScopeOf(request).staffId,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.put(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: reasonSchema,
        response: { 200: withdrawalRow },
      },
    },
    async (request) =>
      rejectWithdrawal(app.deps.db, {
        id: request.params.id,
        staffId: staffScopeOf(request).staffId,
        reason: request.body.Reason,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );
};
