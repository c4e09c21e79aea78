import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  receiveChinaSchema,
  receiveVietnamSchema,
  transportCodesSchema,
  transportRow,
} from '@app/shared';
import { staffScopeOf } from '../../plugins/auth.js';
import { receiveInChina, receiveInVietnam, shipParcels } from './transports.admin-service.js';

/** /api/admin/transports: what the warehouses' scanners call (DESIGN §6). */
export const transportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transports/receive-china',
    { schema: { tags: ['admin'], body: receiveChinaSchema, response: { 200: transportRow } } },
    async (request) => receiveInChina(app.deps.db, staffScopeOf(request), request.body),
  );

  app.post(
    '/transports/ship',
    {
      schema: {
        tags: ['admin'],
        body: transportCodesSchema,
        response: { 200: z.array(transportRow) },
      },
    },
    async (request) => shipParcels(app.deps.db, staffScopeOf(request), request.body.TransportCodes),
  );

  app.post(
    '/transports/receive-vietnam',
    { schema: { tags: ['admin'], body: receiveVietnamSchema, response: { 200: transportRow } } },
    async (request) => receiveInVietnam(app.deps.db, staffScopeOf(request), request.body),
  );
};
