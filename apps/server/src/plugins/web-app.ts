import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// apps/server/{src,dist}/plugins → apps/web/dist
const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built portal at `/`; hashed assets are cached for a year, index.html never. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist = defaultWebDist,
): Promise<void> {
  if (!fs.existsSync(`${webDist}/index.html`)) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve the portal');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'Cache-Control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
