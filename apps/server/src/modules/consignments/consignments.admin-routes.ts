import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderShipListQuery, adminOrderShipRow } from '@app/shared';
import { consoleListRoute } from '../../plugins/console-lists.js';
import { consignmentListSheet } from './consignment-list-sheet.js';
import { listOrderShipsForStaff } from './consignments.repository.js';

/** /api/admin/orderships: every customer's consignments, for the warehouse desk. */
export const orderShipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  consoleListRoute(app, '/orderships', {
    query: adminOrderShipListQuery,
    row: adminOrderShipRow,
    sheet: consignmentListSheet,
    read: (db, _scope, query, page) => listOrderShipsForStaff(db, query, page),
  });
};
