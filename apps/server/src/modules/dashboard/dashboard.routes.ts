import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { readSettings } from '../settings/settings.repository.js';
import { readDashboard } from './dashboard.repository.js';

/** The portal's page about the browser extension (DESIGN §9). */
const EXTENSION_PAGE = '#/extension';

/** /api/order/getdashboard (behind requireSignedIn). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getdashboard',
    { schema: { tags: ['order'], response: { 200: dashboardAnswer } } },
    async (request) => {
      const scope = customerScopeOf(request);
      const db = app.deps.db;
      const settings = await readSettings(db);
      const { goods, ...customer } = await readDashboard(db, scope, settings, new Date());
      return {
        CurrentRate: settings.CurrentRate,
        // Where the dashboard's extension card leads: a link staff set, else the portal's own page
        // about the extension (its download, how to install it).
        ExtensionLink: settings.ExtensionLink || EXTENSION_PAGE,
        ...customer,
        WaitingPayment: {
          Orders: goods.unpaidOrders,
          Consignments: goods.unpaidConsignments,
          Amount: goods.owed,
        },
        StorageDeadline: goods.soonest,
      };
    },
  );
};
