import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswer, GoodsKind } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { goodsInVietnam } from '../deliveries/goods-in-vietnam.js';
import { readSettings } from '../settings/settings.repository.js';
import { readBalance } from '../wallet/wallet.repository.js';
import {
  countCarts,
  countOrdersByState,
  countTransportsByStatus,
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
      const settings = await readSettings(db);
      const [
        NumberCarts,
        PocketMoney,
        ShopFavorites,
        Supporter,
        OrderCounts,
        TransportCounts,
        goods,
      ] = await Promise.all([
        countCarts(db, scope),
        readBalance(db, scope.customerId),
        listShopFavorites(db, scope),
        findSupporter(db, scope),
        countOrdersByState(db, scope),
        countTransportsByStatus(db, scope),
        goodsInVietnam(db, scope, settings, new Date()),
      ]);
      const unpaid = goods.filter((item) => item.billOwed > 0);
      const [soonest] = [...goods].sort((a, b) =>
        a.FreeStorageUntil.localeCompare(b.FreeStorageUntil),
      );
      return {
        CurrentRate: settings.CurrentRate,
        ExtensionLink: settings.ExtensionLink,
        NumberCarts,
        PocketMoney,
        ShopFavorites,
        Supporter,
        OrderCounts,
        TransportCounts,
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
