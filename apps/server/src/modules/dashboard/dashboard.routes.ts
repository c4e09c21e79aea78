import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer, GoodsKind } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { goodsInVietnam } from '../deliveries/goods-in-vietnam.js';
import { readSettings } from '../settings/settings.repository.js';
import { readDashboard } from './dashboard.repository.js';

/** /api/order/getdashboard (behind requireSignedIn). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getdashboard',
    { schema: { tags: ['order'], response: { 200: dashboardAnswer } } },
    async (request) => {
      const scope = customerScopeOf(request);
      const db = app.deps.db;
      const settings = await readSettings(db);
      const [customer, goods] = await Promise.all([
        readDashboard(db, scope),
        goodsInVietnam(db, scope, settings, new Date()),
      ]);
      const unpaid = goods.filter((item) => item.billOwed > 0);
      const [soonest] = [...goods].sort((a, b) =>
        a.FreeStorageUntil.localeCompare(b.FreeStorageUntil),
      );
      return {
        CurrentRate: settings.CurrentRate,
        ExtensionLink: settings.ExtensionLink,
        ...customer,
        WaitingPayment: {
          Orders: unpaid.filter((item) => item.Kind === GoodsKind.Order).length,
          Consignments: unpaid.filter((item) => item.Kind === GoodsKind.Consignment).length,
          Amount: unpaid.reduce((sum, item) => sum + item.billOwed, 0),
        },
        StorageDeadline: soonest
          ? {
              Code: soonest.Code,
              FreeStorageUntil: soonest.FreeStorageUntil,
              StorageFee: soonest.StorageFee,
            }
          : null,
      };
    },
  );
};
