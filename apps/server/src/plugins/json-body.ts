import type { FastifyInstance } from 'fastify';

/**
 * The portal sends `Content-Type: application/json` on every call (spec §7), including calls without a
 * body such as logout; Fastify's own parser refuses an empty JSON body, this one reads it as no body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('invalid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
