import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositRow,
  depositRow,
  listAnswer,
  reasonSchema,
  requestQueueQuery,
  statementImportAnswer,
  statementImportSchema,
  statementPreviewSchema,
  STATEMENT_LIMIT,
  STATEMENT_XLSX_LIMIT,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listDepositQueue } from './deposits.repository.js';
import { approveDeposit, rejectDeposit } from './deposits.service.js';
import { importStatement, previewStatement } from '../bank-transfers/statement-import.js';

/** A statement of STATEMENT_LIMIT characters, each up to 3 bytes in UTF-8, JSON-escaped; or an .xlsx in base64. */
const STATEMENT_BODY_LIMIT = Math.max(STATEMENT_LIMIT * 4, STATEMENT_XLSX_LIMIT + 1024);

/** /api/admin/deposits: the queue staff confirm, and the bank statement import (behind requireStaff). */
export const depositAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deposits',
    {
      schema: {
        tags: ['admin'],
        querystring: requestQueueQuery,
        response: { 200: listAnswer(adminDepositRow) },
      },
    },
    async (request) => listDepositQueue(app.deps.db, staffScopeOf(request), request.query),
  );

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

  // A statement is previewed (nothing written), then applied as previewed, all or nothing.
  app.post(
    '/deposits/import/preview',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        body: statementPreviewSchema,
        response: { 200: statementImportAnswer },
      },
    },
    async (request) => previewStatement(app.deps.db, staffScopeOf(request), request.body),
  );

  app.post(
    '/deposits/import',
    {
      bodyLimit: STATEMENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        body: statementImportSchema,
        response: { 200: statementImportAnswer },
      },
    },
    async (request) => importStatement(app.deps.db, staffScopeOf(request), request.body),
  );
};
