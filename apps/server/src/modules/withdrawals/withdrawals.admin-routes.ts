import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminWithdrawalRow, reasonSchema, requestQueueQuery, withdrawalRow } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { withdrawalQueueSheet } from './withdrawal-queue-sheet.js';
import { listWithdrawalQueue } from './withdrawals.repository.js';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals.service.js';

/** /api/admin/withdrawals: the queue staff pay out (behind requireStaff). */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/withdrawals', {
    query: requestQueueQuery,
    row: adminWithdrawalRow,
    sheet: withdrawalQueueSheet,
    read: (db, scope, query, page) => listWithdrawalQueue(db, scope, query, page),
  });

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
