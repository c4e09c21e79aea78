import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@app/shared';
import { fieldError } from '../../lib/errors.js';
import { preparePhoto, type PreparedPhoto } from './photo-image.js';

/** The few form fields an upload may carry beside its file (e.g. `internal`). */
const MAX_FIELDS = 5;

/**
 * multipart/form-data for the routes of `scope` only (the JSON routes elsewhere keep refusing it).
 * One file; the size is counted while the file streams in, so 10 MB is the most ever held.
 */
export async function acceptPhotoUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: 1000,
    },
  });
}

export interface ReceivedPhoto {
  image: PreparedPhoto;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

/** The multipart plugin's refusals that mean "too big" (a size limit, not a malformed body). */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE']);

/**
 * The photo in the field `file`, checked by its content and prepared to keep. Every refusal is a
 * field error on `file` with a Vietnamese sentence, never the library's text.
 */
export async function receivePhoto(request: FastifyRequest): Promise<ReceivedPhoto> {
  let bytes: Buffer;
  const fields: Record<string, string> = {};
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw fieldError('file', 'photoMissing');
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === 'field' && typeof value.value === 'string') {
        fields[name] = value.value;
      }
    }
    bytes = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (TOO_LARGE.has(code)) throw fieldError('file', 'photoTooLarge');
    if (code.startsWith('FST_')) {
      request.log.info({ err: error }, 'photo upload refused');
      throw fieldError('file', 'photoMissing');
    }
    throw error;
  }
  if (bytes.length === 0) throw fieldError('file', 'photoMissing');
  return { image: await preparePhoto(bytes), fields };
}

/** `internal=true` in the query or as a form field: a photo staff keep to themselves. */
export function isInternal(
  query: { internal?: 'true' | 'false' | undefined },
  fields: Record<string, string>,
) {
  return query.internal === 'true' || fields.internal === 'true';
}
