import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignTransferSchema,
  bankTransferListQuery,
  bankTransferRow,
  reasonSchema,
  statementImportAnswer,
  statementImportSchema,
  statementPreviewSchema,
  STATEMENT_LIMIT,
  STATEMENT_XLSX_LIMIT,
} from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { assignTransfer, returnTransfer } from './unmatched-transfers.service.js';
import { bankTransferSheet } from './bank-transfer-sheet.js';
import { listBankTransfers } from './bank-transfers.repository.js';
import { importStatement, previewStatement } from './statement-import.js';

/** A statement of STATEMENT_LIMIT characters, each up to 3 bytes in UTF-8, JSON-escaped; or an .xlsx in base64. */
const STATEMENT_BODY_LIMIT = Math.max(STATEMENT_LIMIT * 4, STATEMENT_XLSX_LIMIT + 1024);

/**
 * /api/admin/bank-transfers: incoming transfers and the unmatched queue (DESIGN §4); and the bank
 * statements that feed the same matcher, at the deposits' path the console has always called.
 */
export const bankTransferAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  consoleListRoute(app, '/bank-transfers', {
    query: bankTransferListQuery,
    row: bankTransferRow,
    sheet: bankTransferSheet,
    read: (db, _scope, query, page) => listBankTransfers(db, query, page),
  });

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
