import type { FastifyInstance } from 'fastify';
import { EXTENSION_ID } from '@app/shared';

/** The origin of the portal's browser extension in Chromium browsers (its fixed id). */
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

/**
 * The extension calls the API from its own pages and service worker. A packed copy from
 * /downloads/extension.zip holds this portal among its host permissions and needs nothing; an
 * extension without that permission (the unpacked build, another portal's copy) is subject to
 * CORS, so its origin — and no other — is allowed on /api. Nothing rides on cookies (the API is
 * bearer tokens; credentials are never allowed), so this gives the extension no more than a token
 * it holds already.
 */
export function registerExtensionCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== EXTENSION_ORIGIN || !request.url.startsWith('/api/')) return;
    reply.header('Access-Control-Allow-Origin', EXTENSION_ORIGIN);
    reply.header('Vary', 'Origin');
    if (request.method !== 'OPTIONS') return;
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
      .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key')
      .header('Access-Control-Max-Age', '600');
    return reply.send();
  });
}
