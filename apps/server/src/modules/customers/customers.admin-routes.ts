import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerDetail,
  adminCustomerListRow,
  assignSupporterSchema,
  customerSearchQuery,
  lockSchema,
  staffRow,
} from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { listStaff } from '../staff/staff.repository.js';
import {
  assignSupporter,
  customerDetail,
  openCustomerView,
  setLocked,
} from './customer-care.service.js';
import { customerListSheet } from './customer-list-sheet.js';
import { searchCustomers } from './customers.repository.js';

/** /api/admin/customers and the staff list to assign from (behind requireStaff). */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  consoleListRoute(app, '/customers', {
    query: customerSearchQuery,
    row: adminCustomerListRow,
    sheet: customerListSheet,
    read: (db, scope, query, page) => searchCustomers(db, scope, query, page),
  });

  app.get(
    '/customers/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 200: adminCustomerDetail } } },
    async (request) => customerDetail(db(), staffScopeOf(request), request.params.id),
  );

  app.put(
    '/customers/:id/supporter',
    {
      config: { area: 'customerCare' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: assignSupporterSchema,
        response: { 200: adminCustomerDetail },
      },
    },
    async (request) =>
      assignSupporter(db(), staffScopeOf(request), request.params.id, request.body.SupporterId),
  );

  app.put(
    '/customers/:id/lock',
    {
      config: { area: 'customerCare' },
      schema: {
        tags: ['admin'],
        params: idParams,
        body: lockSchema,
        response: { 200: adminCustomerDetail },
      },
    },
    async (request) =>
      setLocked(db(), staffScopeOf(request), request.params.id, request.body.Locked),
  );

  app.post(
    '/customers/:id/view-as',
    {
      config: { area: 'customerCare' },
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: z.object({ token: z.string(), Url: z.string() }) },
      },
    },
    async (request) =>
      openCustomerView(db(), app.deps.config.publicUrl, staffScopeOf(request), request.params.id),
  );

  app.get(
    '/staff',
    { schema: { tags: ['admin'], response: { 200: z.array(staffRow) } } },
    async () => listStaff(db()),
  );
};
