import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { readSettings } from '../settings/settings.repository.js';
import { readBalance } from '../wallet/wallet.repository.js';
import {
  countCarts,
  countOrdersByState,
  findSupporter,
  listShopFavorites,
} from './dashboard.repository.js';

/** /api/order/getdashboard (behind requireSignedIn). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getdashboard',
    { schema: { tags: ['order'], response: { 200: dashboardAnswer } } },
    async (request) => {
      const scope = customerScopeOf(request);
      const db = app.deps.db;
      const [settings, NumberCarts, PocketMoney, ShopFavorites, Supporter, OrderCounts] =
        await Promise.all([
          readSettings(db),
          countCarts(db, scope),
          readBalance(db, scope.customerId),
          listShopFavorites(db, scope),
          findSupporter(db, scope),
          countOrdersByState(db, scope),
        ]);
      return {
        CurrentRate: settings.CurrentRate,
        ExtensionLink: settings.ExtensionLink,
        NumberCarts,
        PocketMoney,
        ShopFavorites,
        Supporter,
        OrderCounts,
      };
    },
  );
};
