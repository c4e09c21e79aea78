import type { FastifyInstance } from 'fastify';
import { fillMessage, messages } from '@app/shared';
import { BadRequestError } from '../lib/errors.js';

/**
 * How deep arrays and objects may nest in a body. Our deepest payload (the settings, a bank's
 * webhook) nests four levels; 32 leaves room for a provider's additions. Deeper input is refused
 * before it is parsed, so no walk of a body (the text check, Casso's sorted JSON, zod) ever
 * recurses more than this: a 100,000-deep array had overflowed the stack and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays or objects deeper than `max`, read in one pass without recursion
 * and without parsing: brackets inside strings (escaped quotes included) do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if ((code === 0x5d /* ] */ || code === 0x7d) /* } */ && depth > 0) {
      depth--;
    }
  }
  return false;
}

/**
 * The portal sends `Content-Type: application/json` on every call (spec §7), including calls without a
 * body such as logout; Fastify's own parser refuses an empty JSON body, this one reads it as no body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        new BadRequestError([fillMessage(messages.bodyTooDeep, { max: String(MAX_JSON_DEPTH) })]),
        undefined,
      );
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('invalid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}
