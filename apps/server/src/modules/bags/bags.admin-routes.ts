import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bagDetail,
  bagListQuery,
  bagParcelRow,
  bagParcelSchema,
  bagRow,
  closeBagSchema,
  createBagSchema,
  idField,
  manifestQuery,
  messages,
  receiveBagSchema,
} from '@app/shared';
import { idParams } from '../../lib/params.js';
import { currentUser, staffScopeOf } from '../../plugins/auth.js';
import { refuseOtherWarehouse } from '../warehouses/own-warehouse.js';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { addParcelToBag, removeParcelFromBag } from '../../flows/bag-packing.js';
import { bagManifestPdf } from './bag-manifest-pdf.js';
import { bagListSheet, bagManifestWorkbook } from './bag-sheets.js';
import { listBags } from './bags.repository.js';
import { bagDetailOf, closeBag, createBag, receiveBag, reopenBag } from './bags.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const parcelParams = idParams.extend({ parcelId: idField(messages.pathIdInvalid) });
const detail = { 200: bagDetail };

/** /api/admin/bags: bags (bao) packed in China, shipped whole, checked in Vietnam (DESIGN §11). */
export const bagAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  consoleListRoute(app, '/bags', {
    query: bagListQuery,
    row: bagRow,
    sheet: bagListSheet,
    read: (database, _scope, query, page) => listBags(database, query, page),
  });

  app.post(
    '/bags',
    {
      schema: {
        tags: ['admin'],
        body: createBagSchema,
        response: { 200: z.object({ Id: z.number().int(), Code: z.string() }) },
      },
    },
    async (request) => createBag(db(), staffScopeOf(request), request.body),
  );

  app.get(
    '/bags/:id',
    { schema: { tags: ['admin'], params: idParams, response: detail } },
    async (request) => bagDetailOf(db(), request.params.id),
  );

  app.post(
    '/bags/:id/parcels',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: bagParcelSchema,
        response: { 200: bagParcelRow },
      },
    },
    async (request) =>
      addParcelToBag(db(), staffScopeOf(request), request.params.id, request.body.Code),
  );

  app.delete(
    '/bags/:id/parcels/:parcelId',
    { schema: { tags: ['admin'], params: parcelParams, response: detail } },
    async (request) =>
      removeParcelFromBag(db(), staffScopeOf(request), request.params.id, request.params.parcelId),
  );

  app.put(
    '/bags/:id/close',
    { schema: { tags: ['admin'], params: idParams, body: closeBagSchema, response: detail } },
    async (request) => closeBag(db(), staffScopeOf(request), request.params.id, request.body),
  );

  app.put(
    '/bags/:id/reopen',
    { schema: { tags: ['admin'], params: idParams, response: detail } },
    async (request) => reopenBag(db(), staffScopeOf(request), request.params.id),
  );

  app.put(
    '/bags/:id/receive-vietnam',
    { schema: { tags: ['admin'], params: idParams, body: receiveBagSchema, response: detail } },
    async (request) => {
      await refuseOtherWarehouse(db(), currentUser(request), request.body.WarehouseId);
      return receiveBag(db(), staffScopeOf(request), request.params.id, request.body);
    },
  );

  // The manifest (bảng kê) travelling with the bag: A4 PDF to print, or a workbook.
  app.get(
    '/bags/:id/manifest',
    { schema: { tags: ['admin'], params: idParams, querystring: manifestQuery } },
    async (request, reply) => {
      const bag = await bagDetailOf(db(), request.params.id);
      const name = `bang-ke-${bag.Code}`;
      if (request.query.format === 'xlsx') {
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(await bagManifestWorkbook(bag));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .send(await bagManifestPdf(bag));
    },
  );
};
