import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTransportListQuery,
  adminTransportRow,
  receiveChinaSchema,
  receiveVietnamSchema,
  transportCodesSchema,
} from '@app/shared';
import { staffScopeOf } from '../../plugins/auth.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import {
  quoteReceipt,
  receiveInChina,
  receiveInVietnam,
  shipParcels,
} from '../../flows/warehouse-scans.js';
import { parcelListSheet, unclaimedParcelSheet } from './parcel-list-sheet.js';
import { listTransportsForStaff } from './transports.repository.js';

/** /api/admin/transports: the warehouses' lists and what their scanners call (DESIGN §6). */
export const transportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/transports', {
    query: adminTransportListQuery,
    row: adminTransportRow,
    sheet: (query) => (query.unclaimed ? unclaimedParcelSheet : parcelListSheet),
    read: (db, _scope, query, page) => listTransportsForStaff(db, query, page),
  });

  app.post(
    '/transports/quote',
    { schema: { tags: ['admin'], body: receiveChinaSchema, response: { 200: adminTransportRow } } },
    async (request) => quoteReceipt(app.deps.db, request.body),
  );

  app.post(
    '/transports/receive-china',
    { schema: { tags: ['admin'], body: receiveChinaSchema, response: { 200: adminTransportRow } } },
    async (request) => receiveInChina(app.deps.db, staffScopeOf(request), request.body),
  );

  app.post(
    '/transports/ship',
    {
      schema: {
        tags: ['admin'],
        body: transportCodesSchema,
        response: { 200: z.array(adminTransportRow) },
      },
    },
    async (request) => shipParcels(app.deps.db, staffScopeOf(request), request.body.TransportCodes),
  );

  app.post(
    '/transports/receive-vietnam',
    {
      schema: { tags: ['admin'], body: receiveVietnamSchema, response: { 200: adminTransportRow } },
    },
    async (request) => receiveInVietnam(app.deps.db, staffScopeOf(request), request.body),
  );
};
