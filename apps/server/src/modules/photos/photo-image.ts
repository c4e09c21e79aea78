import sharp from 'sharp';
import { fieldError } from '../../lib/errors.js';

/** The long side of a stored photo: sharp enough to read a label, small enough for a phone. */
export const PHOTO_LONG_SIDE = 1600;

/** What the image library must find in the bytes themselves (a file name or a mime type lies). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface PreparedPhoto {
  bytes: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * An upload made fit to keep: its format read from its content (JPEG, PNG or WebP, else refused),
 * turned upright by its EXIF orientation, at most 1600 px on the long side, re-encoded as WebP.
 * Re-encoding drops every metadata block (EXIF with the phone's GPS position, XMP, comments): sharp
 * writes none unless asked.
 */
export async function preparePhoto(input: Buffer): Promise<PreparedPhoto> {
  const refused = () => fieldError('file', 'photoTypeInvalid');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw refused();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused();
  try {
    const { data, info } = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize({
        width: PHOTO_LONG_SIDE,
        height: PHOTO_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
    };
  } catch {
    // A header that reads as an image over a body that does not decode (truncated, corrupt).
    throw refused();
  }
}
