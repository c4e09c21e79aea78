import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportDetail, transportListQuery, transportMachine, transportRow } from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { customerListRoute } from '../../plugins/customer-lists.js';
import { photosOf } from '../photos/photos.repository.js';
import { statusHistory } from '../state-machine/transition.js';
import { findTransportRow, listTransports } from './transports.repository.js';

/** /api/order/transports, transportdetails: the customer's parcels (behind requireCustomer). */
export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  customerListRoute(app, '/transports', {
    tag: 'transport',
    query: transportListQuery,
    row: transportRow,
    read: listTransports,
  });

  app.get(
    '/transportdetails/:id',
    { schema: { tags: ['transport'], params: idParams, response: { 200: transportDetail } } },
    async (request) => {
      const db = app.deps.db;
      const scope = customerScopeOf(request);
      const row = await findTransportRow(db, scope, request.params.id);
      if (!row) throw new NotFoundError();
      const [history, photos] = await Promise.all([
        statusHistory(db, transportMachine, row.Id),
        photosOf(db, scope, 'transportId', row.Id),
      ]);
      return { ...row, History: history, Photos: photos };
    },
  );
};
