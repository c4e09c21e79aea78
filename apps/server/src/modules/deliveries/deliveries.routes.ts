import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDeliverySchema,
  deliveryCreated,
  deliveryListQuery,
  deliveryRow,
  goodsInVietnamRow,
  listAnswer,
} from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.js';
import { readSettings } from '../settings/settings.repository.js';
import { listDeliveries } from './deliveries.repository.js';
import { createDelivery } from './deliveries.service.js';
import { goodsInVietnam, toGoodsRow } from './goods-in-vietnam.js';

/** /api/order: goods in Vietnam, delivery requests and slips (behind requireCustomer). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const tags = ['delivery'];

  app.get(
    '/getorderhasvietnam',
    { schema: { tags, response: { 200: listAnswer(goodsInVietnamRow) } } },
    async (request) => {
      const settings = await readSettings(db());
      const goods = await goodsInVietnam(db(), customerScopeOf(request), settings, new Date());
      return { Items: goods.map(toGoodsRow), Total: goods.length };
    },
  );

  app.post(
    '/createrequestdelivery',
    { schema: { tags, body: createDeliverySchema, response: { 200: deliveryCreated } } },
    async (request) =>
      createDelivery(db(), customerScopeOf(request), request.body, idempotencyKeyOf(request)),
  );

  customerListRoute(app, '/getlistrequestdelivery', {
    tag: 'delivery',
    query: deliveryListQuery,
    row: deliveryRow,
    read: listDeliveries,
  });
};
