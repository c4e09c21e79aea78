import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositRow,
  adminWithdrawalRow,
  depositRow,
  listAnswer,
  reasonSchema,
  requestListQuery,
  statementImportAnswer,
  statementImportSchema,
  STATEMENT_LIMIT,
  withdrawalRow,
} from '@app/shared';

const STATEMENT_BODY_LIMIT = STATEMENT_LIMIT * 4;
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.js';
import { currentUser } from '../../plugins/auth.js';
import { idempotencyKeyOf, runIdempotent } from '../idempotency/idempotency.js';
import { listDepositsForStaff } from '../deposits/deposits.repository.js';
import { approveDeposit, rejectDeposit } from '../deposits/deposits.service.js';
import { importStatement } from '../deposits/statement-import.js';
import { listWithdrawalsForStaff } from '../withdrawals/withdrawals.repository.js';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawals.service.js';
import { idParams } from '../../lib/params.js';

/** /api/admin/deposits and /api/admin/withdrawals: the queues staff confirm (behind requireStaff). */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  /**
   * A decision on one request, in one transaction; with an Idempotency-Key a repeat (a double click,
   * a retry after a lost answer) gets the first answer instead of "already handled".
   */
  const decideOnce = <T>(
    request: FastifyRequest<{ Params: { id: number } }>,
    action: string,
    work: (tx: Transaction) => Promise<T>,
  ) =>
    runIdempotent(
      db(),
      {
        userId: currentUser(request).id,
        key: idempotencyKeyOf(request),
        route: `${action}:${request.params.id}`,
      },
      work,
    );

  app.get(
    '/deposits',
    {
      schema: {
        tags: ['admin'],
        querystring: requestListQuery,
        response: { 200: listAnswer(adminDepositRow) },
      },
    },
    async (request) => listDepositsForStaff(db(), request.query),
  );

  app.put(
    '/deposits/:id/approve',
    { schema: { tags: ['admin'], params: idParams, response: { 200: depositRow } } },
    async (request) =>
      decideOnce(request, 'deposit.approve', (tx) =>
        approveDeposit(tx, {
          id: request.params.id,
          actorId: currentUser(request).id,
          source: 'nhân viên duyệt',
        }),
      ),
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
      decideOnce(request, 'deposit.reject', (tx) =>
        rejectDeposit(tx, {
          id: request.params.id,
          actorId: currentUser(request).id,
          reason: request.body.Reason,
        }),
      ),
  );

  app.post(
    '/deposits/import',
    {
      // A statement of STATEMENT_LIMIT characters, each up to 3 bytes in UTF-8 and JSON-escaped.
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        body: statementImportSchema,
        response: { 200: statementImportAnswer },
      },
    },
    async (request) =>
      importStatement(db(), currentUser(request).id, request.body.Csv, request.log),
  );

  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        querystring: requestListQuery,
        response: { 200: listAnswer(adminWithdrawalRow) },
      },
    },
    async (request) => listWithdrawalsForStaff(db(), request.query),
  );

  app.put(
    '/withdrawals/:id/approve',
    { schema: { tags: ['admin'], params: idParams, response: { 200: withdrawalRow } } },
    async (request) =>
      decideOnce(request, 'withdrawal.approve', (tx) =>
        approveWithdrawal(tx, { id: request.params.id, actorId: currentUser(request).id }),
      ),
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
      decideOnce(request, 'withdrawal.reject', (tx) =>
        rejectWithdrawal(tx, {
          id: request.params.id,
          actorId: currentUser(request).id,
          reason: request.body.Reason,
        }),
      ),
  );
};
