import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTransportListQuery,
  adminTransportRow,
  labelQuery,
  receiveChinaSchema,
  receiveVietnamSchema,
  shipSchema,
} from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { currentUser, staffScopeOf } from '../../plugins/auth.js';
import { refuseOtherWarehouse } from '../warehouses/own-warehouse.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { quoteReceipt, receiveInChina, receiveInVietnam } from '../../flows/warehouse-scans.js';
import { shipParcels } from '../../flows/ship-out.js';
import { parcelListSheet, unclaimedParcelSheet } from './parcel-list-sheet.js';
import { parcelLabel } from './parcel-label.js';
import { parcelLabelPdf } from './parcel-label-pdf.js';
import { parcelLabelZpl } from './parcel-label-zpl.js';
import { listTransportsForStaff, parcelLabelFacts } from './transports.repository.js';

/** /api/admin/transports: the warehouses' lists and what their scanners call (DESIGN §6). */
export const transportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/transports', {
    query: adminTransportListQuery,
    row: adminTransportRow,
    sheet: (query) => (query.unclaimed ? unclaimedParcelSheet : parcelListSheet),
    read: (db, _scope, query, page) => listTransportsForStaff(db, query, page),
  });

  // A parcel's label (DESIGN §11): printed as the weight is saved, and again from any parcel.
  app.get(
    '/transports/:id/label',
    {
      config: { area: 'warehouse' },
      schema: { tags: ['admin'], params: idParams, querystring: labelQuery },
    },
    async (request, reply) => {
      const facts = await parcelLabelFacts(app.deps.db, request.params.id);
      if (!facts) throw new NotFoundError();
      const label = parcelLabel(facts);
      if (request.query.format === 'zpl') {
        return reply
          .type('text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="tem-${label.code}.zpl"`)
          .send(parcelLabelZpl(label));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="tem-${label.code}.pdf"`)
        .send(await parcelLabelPdf(label));
    },
  );

  app.post(
    '/transports/quote',
    {
      config: { area: 'warehouse' },
      schema: { tags: ['admin'], body: receiveChinaSchema, response: { 200: adminTransportRow } },
    },
    async (request) => quoteReceipt(app.deps.db, request.body),
  );

  app.post(
    '/transports/receive-china',
    {
      config: { area: 'warehouse' },
      schema: { tags: ['admin'], body: receiveChinaSchema, response: { 200: adminTransportRow } },
    },
    async (request) => receiveInChina(app.deps.db, staffScopeOf(request), request.body),
  );

  app.post(
    '/transports/ship',
    {
      config: { area: 'warehouse' },
      schema: {
        tags: ['admin'],
        body: shipSchema,
        response: { 200: z.array(adminTransportRow) },
      },
    },
    async (request) => shipParcels(app.deps.db, staffScopeOf(request), request.body),
  );

  app.post(
    '/transports/receive-vietnam',
    {
      config: { area: 'warehouse' },
      schema: { tags: ['admin'], body: receiveVietnamSchema, response: { 200: adminTransportRow } },
    },
    async (request) => {
      await refuseOtherWarehouse(app.deps.db, currentUser(request), request.body.WarehouseId);
      return receiveInVietnam(app.deps.db, staffScopeOf(request), request.body);
    },
  );
};
