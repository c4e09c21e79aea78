import { z } from 'zod';
import { messages } from '../messages.js';
import { idField } from './fields.js';

/**
 * Photos of parcels, counted goods, complaints and deliveries (DESIGN §11). A photo travels as its
 * signed, expiring address (`/api/photos/{id}?exp=…&sig=…`): an <img> cannot send the session.
 */

/** The largest photo accepted, checked while the upload streams in. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** How many photos one complaint carries at most. */
export const COMPLAINT_PHOTOS_MAX = 6;

/** One photo as the customer or staff see it; `Internal`: staff only (never sent to the customer). */
export const photoShown = z.object({
  Id: z.number().int(),
  Url: z.string(),
  CreatedDate: z.string(),
  Internal: z.boolean(),
});
export type PhotoShown = z.infer<typeof photoShown>;

/** What an upload answers: the stored photo and the address to show it at once. */
export const photoUploaded = z.object({
  Id: z.number().int(),
  Url: z.string(),
  CreatedDate: z.string(),
});
export type PhotoUploaded = z.infer<typeof photoUploaded>;

/** `internal=true` on a staff upload keeps the photo from the customer. */
export const photoUploadQuery = z.object({
  internal: z.enum(['true', 'false'], { error: messages.photoInternalInvalid }).optional(),
});

/** Photos the customer uploaded for the complaint being written (order/complainphotos). */
export const complaintPhotoIds = z
  .array(idField(messages.photoUnknown), { error: messages.photoUnknown })
  .max(COMPLAINT_PHOTOS_MAX, { error: messages.complaintPhotosTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: messages.photoUnknown })
  .optional();
