import type { FastifyInstance } from 'fastify';
import { messages } from '@app/shared';
import { BadRequestError, type FieldErrors } from '../lib/errors.js';

/**
 * PostgreSQL cannot store the NUL character in a text, nor a lone UTF-16 surrogate in jsonb: such a
 * value would reach the database and fail there as a 500. No form can produce either, so every
 * path, query and body value is checked once, here, before any route's own rules, for every route.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields: FieldErrors = {};
    let whole = false;
    for (const source of [request.params, request.query, request.body]) {
      if (typeof source === 'string') {
        if (!isStorableText(source)) whole = true;
        continue;
      }
      if (!source || typeof source !== 'object') continue;
      for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
        if (!isStorableText(key) || !isStorableValue(value)) {
          fields[isStorableText(key) ? key : '?'] = [messages.textControlCharacter];
        }
      }
    }
    if (whole) throw new BadRequestError([messages.textControlCharacter]);
    if (Object.keys(fields).length > 0) throw new BadRequestError(fields);
  });
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * Every text and key of a value, walked with a stack of its own rather than by recursion: a body
 * is parsed no deeper than MAX_JSON_DEPTH, but a walk of input must hold whatever reaches it.
 */
function isStorableValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      // One by one: spreading a 500,000-item array into push() overflows the stack as well.
      for (const inner of item as unknown[]) pending.push(inner);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(inner);
      }
    }
  }
  return true;
}
