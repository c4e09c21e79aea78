import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoUploaded } from '@app/shared';
import { customerScopeOf } from '../../plugins/auth.js';
import { acceptPhotoUploads, receivePhoto } from './photo-upload.js';
import { addComplaintPhoto } from './photos.service.js';

/** /api/order/complainphotos: a photo from the customer's phone for the complaint being written. */
export const complaintPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptPhotoUploads(app);
  app.post(
    '/complainphotos',
    {
      schema: {
        tags: ['order'],
        consumes: ['multipart/form-data'],
        response: { 200: photoUploaded },
      },
    },
    async (request) => {
      const { image } = await receivePhoto(request);
      return addComplaintPhoto(app.deps, customerScopeOf(request), image);
    },
  );
};
