import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnswer, provinceCodeParams, provinceRow, wardRow } from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { provinceList, wardsOf } from './administrative-units.js';

/** The lists change only with a new resolution: browsers and proxies keep them for a week. */
const CACHE = 'public, max-age=604800';

/** /api/account: the provinces and their wards for the address pickers (public, no session). */
export const administrativeUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    '/provinces',
    { schema: { tags, response: { 200: listAnswer(provinceRow) } } },
    async (_request, reply) => {
      void reply.header('cache-control', CACHE);
      const provinces = provinceList();
      return { Items: provinces, Total: provinces.length };
    },
  );

  app.get(
    '/provinces/:code/wards',
    { schema: { tags, params: provinceCodeParams, response: { 200: listAnswer(wardRow) } } },
    async (request, reply) => {
      const wards = wardsOf(request.params.code);
      if (!wards) throw new NotFoundError();
      void reply.header('cache-control', CACHE);
      return { Items: wards, Total: wards.length };
    },
  );
};
