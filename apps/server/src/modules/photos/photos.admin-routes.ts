import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoShown, photoUploaded, photoUploadQuery, type ConsoleArea } from '@app/shared';
import { NotFoundError } from '../../lib/errors.js';
import { idParams } from '../../lib/params.js';
import { staffScopeOf } from '../../plugins/auth.js';
import { acceptPhotoUploads, isInternal, receivePhoto } from './photo-upload.js';
import { photosOf } from './photos.repository.js';
import { addStaffPhoto, parcelExists, type PhotoTarget } from './photos.service.js';

/** Where each photo is taken, and so which desk may add it (reading a parcel's is `parcels`). */
const PATHS: Record<PhotoTarget, { path: string; area: ConsoleArea }> = {
  transport: { path: '/transports/:id/photos', area: 'warehouse' },
  order: { path: '/orders/:id/photos', area: 'warehouse' },
  delivery: { path: '/deliveries/:id/photos', area: 'deliveries' },
};

/**
 * /api/admin/{transports,orders,deliveries}/{id}/photos (multipart, the field `file`): a parcel on
 * the scale, the counted goods, the hand-over; `internal=true` keeps one from the customer.
 */
export const photoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptPhotoUploads(app);
  for (const [kind, { path, area }] of Object.entries(PATHS) as [
    PhotoTarget,
    (typeof PATHS)[PhotoTarget],
  ][]) {
    app.post(
      path,
      {
        config: { area },
        schema: {
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          params: idParams,
          querystring: photoUploadQuery,
          response: { 200: photoUploaded },
        },
      },
      async (request) => {
        const { image, fields } = await receivePhoto(request);
        return addStaffPhoto(
          app.deps,
          staffScopeOf(request),
          { kind, id: request.params.id },
          image,
          isInternal(request.query, fields),
        );
      },
    );
  }

  // What the console's parcel row unfolds to: every photo of the parcel, internal ones marked.
  app.get(
    '/transports/:id/photos',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: z.object({ Items: z.array(photoShown) }) },
      },
    },
    async (request) => {
      const { db } = app.deps;
      if (!(await parcelExists(db, request.params.id))) throw new NotFoundError();
      return { Items: await photosOf(db, staffScopeOf(request), 'transportId', request.params.id) };
    },
  );
};
