import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import { checkPhotoSignature, photoSigningKey } from './photo-signing.js';
import { photoStoreOf } from './photo-store.js';
import { findPhoto } from './photos.repository.js';

// Loose on purpose: any malformed id, expiry or signature is the same 404 as a wrong one.
const params = z.object({ id: z.string().max(20) });
const query = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/**
 * /api/photos/{id}?exp=…&sig=…: a photo's bytes, for whoever holds the signed address the server
 * gave its owner or staff (no session: an <img> cannot send one). Cached by that browser only.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { tags: ['photo'], params, querystring: query, hide: true } },
    async (request, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const db = app.deps.db;
      const left =
        id > 0 && id <= 2_147_483_647
          ? checkPhotoSignature(await photoSigningKey(db), id, request.query.exp, request.query.sig)
          : null;
      if (left === null) throw new NotFoundError();
      const photo = await findPhoto(db, id);
      const bytes = photo && (await photoStoreOf(app.deps.config).get(photo.storageKey));
      if (!photo || !bytes) throw new NotFoundError();
      return reply
        .type(photo.contentType)
        .header('cache-control', `private, max-age=${left}`)
        .send(bytes);
    },
  );
};
