import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeliveryListQuery, adminDeliveryRow, deliverSchema, reasonSchema } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { listDeliveriesForStaff } from './deliveries.repository.js';
import { slipQueueSheet } from './slip-queue-sheet.js';
import { cancelDelivery, deliverDelivery, startDelivery } from './slip-queue.service.js';

/** /api/admin/deliveries: the delivery-slip queue and its moves (DESIGN §6). */
export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const tags = ['admin'];

  consoleListRoute(app, '/deliveries', {
    query: adminDeliveryListQuery,
    row: adminDeliveryRow,
    sheet: slipQueueSheet,
    read: (db, _scope, query, page) => listDeliveriesForStaff(db, query, page),
  });

  app.put(
    '/deliveries/:id/start',
    { schema: { tags, params: idParams, response: { 200: adminDeliveryRow } } },
    async (request) =>
      startDelivery(db(), staffScopeOf(request), request.params.id, idempotencyKeyOf(request)),
  );

  app.put(
    '/deliveries/:id/deliver',
    {
      schema: { tags, params: idParams, body: deliverSchema, response: { 200: adminDeliveryRow } },
    },
    async (request) =>
      deliverDelivery(
        db(),
        staffScopeOf(request),
        request.params.id,
        request.body,
        idempotencyKeyOf(request),
      ),
  );

  app.put(
    '/deliveries/:id/cancel',
    { schema: { tags, params: idParams, body: reasonSchema, response: { 200: adminDeliveryRow } } },
    async (request) =>
      cancelDelivery(
        db(),
        staffScopeOf(request),
        request.params.id,
        request.body.Reason,
        idempotencyKeyOf(request),
      ),
  );
};
