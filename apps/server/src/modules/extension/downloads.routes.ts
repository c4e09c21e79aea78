import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@app/shared';
import { defaultExtensionDist, extensionPackage } from './extension-package.js';

/** /downloads: files the portal offers, outside the API. */
export const downloadRoutes: FastifyPluginAsync = async (app) => {
  app.get('/extension.zip', { schema: { hide: true } }, async (_request, reply) => {
    const { config } = app.deps;
    const zip = await extensionPackage(
      config.extensionDist ?? defaultExtensionDist,
      config.publicUrl,
    );
    if (!zip) return reply.code(404).send({ Message: messages.extensionPackageMissing });
    return (
      reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="tien-ich-dat-hang.zip"')
        // A new deployment may bring a new extension: the browser asks again every time.
        .header('cache-control', 'no-cache')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength))
    );
  });
};
