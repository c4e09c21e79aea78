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
  withdrawalRow,
} from '@app/shared';
import { currentUser } from '../../plugins/auth.js';
import { listDepositsForStaff } from '../deposits/deposits.repository.js';
import { approveDeposit, rejectDeposit } from '../deposits/deposits.service.js';
import { importStatement } from '../deposits/statement-import.js';
import { listWithdrawalsForStaff } from '../withdrawals/withdrawals.repository.js';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawals.service.js';
import { idParams } from '../../lib/params.js';

/** /api/admin/deposits and /api/admin/withdrawals: the queues staff confirm (behind requireStaff). */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

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
      db().transaction((tx) =>
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
      db().transaction((tx) =>
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
      schema: {
        tags: ['admin'],
        body: statementImportSchema,
        response: { 200: statementImportAnswer },
      },
    },
    async (request) => importStatement(db(), currentUser(request).id, request.body.Csv),
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
      db().transaction((tx) =>
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
      db().transaction((tx) =>
        rejectWithdrawal(tx, {
          id: request.params.id,
          actorId: currentUser(request).id,
          reason: request.body.Reason,
        }),
      ),
  );
};
