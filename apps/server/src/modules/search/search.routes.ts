import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalSearchAnswer, portalSearchQuery } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { searchOwnRecords } from './search.repository.js';

/** /api/customer/search (behind requireCustomer): the header's one search box. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['customer'],
        querystring: portalSearchQuery,
        response: { 200: portalSearchAnswer },
      },
    },
    async (request) => ({
      Items: await searchOwnRecords(app.deps.db, customerScopeOf(request), request.query.q),
    }),
  );
};
