import { z } from 'zod';
import { messages } from '../messages.js';
import { INT4_MAX } from './fields.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement } from './common.js';
import { customerPagingFields } from './list-cursor.js';

export const messageListQuery = z
  .object({
    message: z.string().trim().max(100, messages.messageFilterTooLong).optional(),
    ...customerPagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** updatereadmessage: the given ids, or every message of the caller. */
// Each check carries the message: zod 4 reports the Ids branch's own issue, not the union's error.
const idsError = { error: messages.idsInvalid };
export const markReadSchema = z.union(
  [
    z.object({ All: z.literal(true) }),
    z.object({
      Ids: z
        .array(
          z.number(idsError).int(idsError).positive(idsError).max(INT4_MAX, idsError),
          idsError,
        )
        .min(1, idsError)
        .max(500, idsError),
    }),
  ],
  idsError,
);
export type MarkReadInput = z.infer<typeof markReadSchema>;
