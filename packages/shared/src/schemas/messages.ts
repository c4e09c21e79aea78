import { z } from 'zod';
import { messages } from '../messages.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement, pagingFields } from './common.js';

export const messageListQuery = z
  .object({
    message: z.string().trim().max(100, messages.messageFilterTooLong).optional(),
    ...pagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** updatereadmessage: the given ids, or every message of the caller. */
export const markReadSchema = z.union(
  [
    z.object({ All: z.literal(true) }),
    z.object({ Ids: z.array(z.number().int().positive()).min(1).max(500) }),
  ],
  { error: messages.idsInvalid },
);
export type MarkReadInput = z.infer<typeof markReadSchema>;
