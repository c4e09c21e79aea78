import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetail,
  adminOrderListQuery,
  adminOrderRow,
  boughtSchema,
  countSchema,
  reasonSchema,
  transportCodesSchema,
} from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import {
  adminOrderDetail as detailFor,
  cancelOrderByStaff,
  recordBought,
  recordCount,
  recordShopShipped,
  startBuying,
} from './buying-desk.service.js';
import { orderBoardSheet } from './order-board-sheet.js';
import { listOrdersForStaff } from './orders.repository.js';

/** /api/admin/orders: the buying desk's board and each step of an order (DESIGN §6). */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const answer = { 200: adminOrderDetail };

  consoleListRoute(app, '/orders', {
    query: adminOrderListQuery,
    row: adminOrderRow,
    sheet: orderBoardSheet,
    read: (db, scope, query, page) => listOrdersForStaff(db, scope, query, page),
  });

  app.get(
    '/orders/:id',
    { schema: { tags: ['admin'], params: idParams, response: answer } },
    async (request) => detailFor(db(), staffScopeOf(request), request.params.id),
  );

  app.put(
    '/orders/:id/start-buying',
    { config: { area: 'buying' }, schema: { tags: ['admin'], params: idParams, response: answer } },
    async (request) =>
      startBuying(db(), staffScopeOf(request), request.params.id, idempotencyKeyOf(request)),
  );

  app.put(
    '/orders/:id/bought',
    {
      config: { area: 'buying' },
      schema: { tags: ['admin'], params: idParams, body: boughtSchema, response: answer },
    },
    async (request) =>
      recordBought(
        db(),
        staffScopeOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );

  app.put(
    '/orders/:id/shop-shipped',
    {
      config: { area: 'buying' },
      schema: { tags: ['admin'], params: idParams, body: transportCodesSchema, response: answer },
    },
    async (request) =>
      recordShopShipped(
        db(),
        staffScopeOf(request),
        request.params.id,
        request.body.TransportCodes,
        idempotencyKeyOf(request),
      ),
  );

  app.put(
    '/orders/:id/count',
    {
      config: { area: 'warehouse' },
      schema: { tags: ['admin'], params: idParams, body: countSchema, response: answer },
    },
    async (request) => recordCount(db(), staffScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/orders/:id/cancel',
    {
      config: { area: 'buying' },
      schema: { tags: ['admin'], params: idParams, body: reasonSchema, response: answer },
    },
    async (request) =>
      cancelOrderByStaff(
        db(),
        staffScopeOf(request),
        request.params.id,
        request.body.Reason,
        idempotencyKeyOf(request),
      ),
  );
};
