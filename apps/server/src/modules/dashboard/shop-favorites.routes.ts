import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopFavorite, shopFavoriteSchema } from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { customerScopeOf } from '../../plugins/auth.js';
import { addShopFavorite, listShopFavorites, removeShopFavorite } from './dashboard.repository.js';

/** /api/order: the dashboard's favourite shops, saved and removed (behind requireCustomer). */
export const shopFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: z.array(shopFavorite) };

  app.post(
    '/addshopfavorite',
    { schema: { tags: ['order'], body: shopFavoriteSchema, response: answer } },
    async (request) => {
      const scope = customerScopeOf(request);
      await addShopFavorite(app.deps.db, scope, request.body);
      return listShopFavorites(app.deps.db, scope);
    },
  );

  app.delete(
    '/removeshopfavorite/:id',
    { schema: { tags: ['order'], params: idParams, response: answer } },
    async (request) => {
      const scope = customerScopeOf(request);
      if (!(await removeShopFavorite(app.deps.db, scope, request.params.id))) {
        throw new NotFoundError();
      }
      return listShopFavorites(app.deps.db, scope);
    },
  );
};
