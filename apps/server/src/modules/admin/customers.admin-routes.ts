import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentSchema,
  adminCustomerDetail,
  adminCustomerRow,
  assignSupporterSchema,
  customerSearchQuery,
  listAnswer,
  lockSchema,
  staffRow,
  transactionRow,
  transactionsQuery,
} from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listTransactions } from '../wallet/ledger.js';
import { findCustomer, searchCustomers } from './customers.repository.js';
import {
  adjustBalance,
  assignSupporter,
  customerDetail,
  openCustomerView,
  setLocked,
} from './customers.service.js';
import { listStaff } from './staff.repository.js';

import { idParams } from '../../lib/params.js';

/** /api/admin/customers and /api/admin/staff (behind requireStaff). */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/customers',
    {
      schema: {
        tags: ['admin'],
        querystring: customerSearchQuery,
        response: { 200: listAnswer(adminCustomerRow) },
      },
    },
    async (request) => searchCustomers(db(), request.query),
  );

  app.get(
    '/customers/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 200: adminCustomerDetail } } },
    async (request) => customerDetail(db(), request.params.id),
  );

  app.get(
    '/customers/:id/transactions',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: transactionsQuery,
        response: { 200: listAnswer(transactionRow) },
      },
    },
    async (request) => {
      if (!(await findCustomer(db(), request.params.id))) throw new NotFoundError();
      return listTransactions(db(), request.params.id, request.query);
    },
  );

  app.put(
    '/customers/:id/supporter',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: assignSupporterSchema,
        response: { 200: adminCustomerDetail },
      },
    },
    async (request) =>
      assignSupporter(db(), currentUser(request).id, request.params.id, request.body.SupporterId),
  );

  app.put(
    '/customers/:id/lock',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: lockSchema,
        response: { 200: adminCustomerDetail },
      },
    },
    async (request) =>
      setLocked(db(), currentUser(request).id, request.params.id, request.body.Locked),
  );

  app.post(
    '/customers/:id/adjust',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: adjustmentSchema,
        response: { 200: z.object({ Balance: z.number().int() }) },
      },
    },
    async (request) =>
      adjustBalance(
        db(),
        currentUser(request).id,
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );

  app.post(
    '/customers/:id/view-as',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: z.object({ token: z.string(), Url: z.string() }) },
      },
    },
    async (request) =>
      openCustomerView(db(), app.deps.config.publicUrl, currentUser(request).id, request.params.id),
  );

  app.get(
    '/staff',
    { schema: { tags: ['admin'], response: { 200: z.array(staffRow) } } },
    async () => listStaff(db()),
  );
};
