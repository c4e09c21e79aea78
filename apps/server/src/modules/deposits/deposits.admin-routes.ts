import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDepositRow, depositRow, reasonSchema, requestQueueQuery } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { depositQueueSheet } from './deposit-queue-sheet.js';
import { listDepositQueue } from './deposits.repository.js';
import { approveDeposit, rejectDeposit } from './deposits.service.js';

/** /api/admin/deposits: the queue staff confirm (behind requireStaff); statements: bank-transfers. */
export const depositAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/deposits', {
    query: requestQueueQuery,
    row: adminDepositRow,
    sheet: depositQueueSheet,
    read: (db, scope, query, page) => listDepositQueue(db, scope, query, page),
  });

  app.put(
    '/deposits/:id/approve',
    { schema: { tags: ['admin'], params: idParams, response: { 200: depositRow } } },
    async (request) =>
      approveDeposit(app.deps.db, {
        id: request.params.id,
        staffId: staffScopeOf(request).staffId,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );

  app.put(
    '/deposits/:id/reject',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: reasonSchema,
        response: { 200: depositRow },
      },
    },
    async (request) =>
      rejectDeposit(app.deps.db, {
        id: request.params.id,
        staffId: staffScopeOf(request).staffId,
        reason: request.body.Reason,
        idempotencyKey: idempotencyKeyOf(request),
      }),
  );
};
