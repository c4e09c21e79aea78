import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVoucherSchema,
  fundAccountRow,
  reasonSchema,
  voucherListQuery,
  voucherRow,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listFundAccounts } from './fund-accounts.js';
import { voucherSheet } from './voucher-sheet.js';
import { listVouchers } from './vouchers.repository.js';
import { approveVoucher, createVoucher, rejectVoucher } from './vouchers.service.js';

/**
 * /api/admin/vouchers (phiếu thu/chi, DESIGN §12) and the fund accounts' balances: written by staff
 * and accountants (area vouchers), approved or rejected by another accountant (voucherApproval).
 */
export const voucherAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  consoleListRoute(app, '/vouchers', {
    query: voucherListQuery,
    row: voucherRow,
    sheet: voucherSheet,
    read: (database, _scope, query, page) => listVouchers(database, query, page),
  });

  app.post(
    '/vouchers',
    {
      schema: {
        tags: ['admin'],
        body: createVoucherSchema,
        response: { 200: z.object({ Id: z.number().int(), Code: z.string() }) },
      },
    },
    async (request) =>
      createVoucher(db(), staffScopeOf(request), request.body, idempotencyKeyOf(request)),
  );

  app.put(
    '/vouchers/:id/approve',
    {
      config: { area: 'voucherApproval' },
      schema: { tags: ['admin'], params: idParams, response: { 200: voucherRow } },
    },
    async (request) =>
      approveVoucher(db(), staffScopeOf(request), request.params.id, idempotencyKeyOf(request)),
  );

  app.put(
    '/vouchers/:id/reject',
    {
      config: { area: 'voucherApproval' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: reasonSchema,
        response: { 200: voucherRow },
      },
    },
    async (request) =>
      rejectVoucher(db(), staffScopeOf(request), request.params.id, request.body.Reason),
  );

  app.get(
    '/fund-accounts',
    { schema: { tags: ['admin'], response: { 200: z.array(fundAccountRow) } } },
    async () => listFundAccounts(db()),
  );
};
