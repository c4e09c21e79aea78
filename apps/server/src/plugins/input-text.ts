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

function isStorableValue(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableValue);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(
      ([key, item]) => isStorableText(key) && isStorableValue(item),
    );
  }
  return true;
}
