import { z } from 'zod';
import { messages } from '../messages.js';
import { parseDayEnd, parseDayStart } from '../dates.js';

export const PAGE = { defaultTake: 20, maxTake: 100 } as const;

/** skip/take of every list (DESIGN §3); spread into a query object. */
export const pagingFields = {
  skip: z.coerce
    .number({ error: messages.skipInvalid })
    .int(messages.skipInvalid)
    .min(0, messages.skipInvalid)
    .default(0),
  take: z.coerce
    .number({ error: messages.takeInvalid })
    .int(messages.takeInvalid)
    .min(1, messages.takeInvalid)
    .max(PAGE.maxTake, messages.takeInvalid)
    .default(PAGE.defaultTake),
};

/** A `dd/MM/yyyy` query value in Asia/Ho_Chi_Minh; empty means "no bound". */
const dayQuery = (toDate: (text: string) => Date | null) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const date = toDate(text);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

/** from = start of that day, end = end of it (inclusive); spread into a query object. */
export const dateRangeFields = { from: dayQuery(parseDayStart), end: dayQuery(parseDayEnd) };

export function checkDateRange(range: {
  from?: Date | undefined;
  end?: Date | undefined;
}): boolean {
  return !range.from || !range.end || range.from <= range.end;
}
export const dateRangeRefinement = { error: messages.dateRangeInvalid, path: ['end'] };

export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.number().int() });
