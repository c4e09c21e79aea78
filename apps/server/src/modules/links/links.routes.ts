import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolvedLinkAnswer, resolveLinkSchema } from '@app/shared';
import { defaultLinkFollowing } from './link-follower.js';
import { resolveLink } from './links.service.js';

/** /api/order/resolvelink: a pasted link or share text → its item page (behind requireCustomer). */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resolvelink',
    { schema: { tags: ['order'], body: resolveLinkSchema, response: { 200: resolvedLinkAnswer } } },
    async (request) =>
      resolveLink(request.body.Text, app.deps.links ?? defaultLinkFollowing, request.log),
  );
};
