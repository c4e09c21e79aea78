import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderShipRow, listAnswer, orderShipListQuery } from '@app/shared';
import { listOrderShipsForStaff } from './consignments.repository.js';

/** /api/admin/orderships: every customer's consignments, for the warehouse desk. */
export const orderShipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orderships',
    {
      schema: {
        tags: ['admin'],
        querystring: orderShipListQuery,
        response: { 200: listAnswer(adminOrderShipRow) },
      },
    },
    async (request) => listOrderShipsForStaff(app.deps.db, request.query),
  );
};
