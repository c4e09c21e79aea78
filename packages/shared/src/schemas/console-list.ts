import { z } from 'zod';
import { messages } from '../messages.js';
import { listAnswer, pagingFields } from './common.js';

/** How many rows one `.xlsx` export of a console list may hold; a larger list is filtered first. */
export const EXPORT_MAX_ROWS = 20_000;

/**
 * A console list's status filter: one status ("2"), or the several of a tab ("1,2": the work
 * waiting, the taken items with it, so that a row does not vanish when a staff member takes it);
 * empty or absent for every status. Parsed to the list of statuses.
 */
export const statusesQuery = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: messages.statusInvalid })
      .regex(/^\d{1,2}(,\d{1,2}){0,15}$/, { error: messages.statusInvalid })
      .transform((text) => [...new Set(text.split(',').map(Number))])
      .refine((values) => values.every((value) => value <= max), {
        error: messages.statusInvalid,
      })
      .optional(),
  );

/** What a console search box sends: a code (whole or its number), a phone's digits, a name… */
export const keywordQuery = z
  .string()
  .trim()
  .max(100, { error: messages.keywordTooLong })
  .optional();

/** `format=xlsx` answers the filtered rows as a workbook instead of a page (at most EXPORT_MAX_ROWS). */
export const exportFormatQuery = z
  .enum(['json', 'xlsx'], { error: messages.exportFormatInvalid })
  .default('json');

/** The query every console list takes besides its own filters. */
export const consoleListFields = {
  keyword: keywordQuery,
  format: exportFormatQuery,
  ...pagingFields,
};

/**
 * How many rows each status holds among those the other filters (the keyword…) let through, in
 * the same answer as the page: the tabs' counts never disagree with the rows under them.
 */
export const statusCounts = z.array(
  z.object({ Status: z.number().int(), Count: z.number().int() }),
);
export type StatusCounts = z.infer<typeof statusCounts>;

/** A console list's answer: the page, its Total (the statuses asked for) and every status's count. */
export const consoleListAnswer = <T extends z.ZodType>(item: T) =>
  listAnswer(item).extend({ Counts: statusCounts });
export interface ConsoleListAnswer<T> {
  Items: T[];
  Total: number;
  Counts: StatusCounts;
}

/** The rows of the given statuses (all of them without any) among the counts. */
export const countOf = (counts: StatusCounts, statuses: readonly number[] | undefined): number =>
  counts
    .filter((row) => !statuses || statuses.includes(row.Status))
    .reduce((sum, row) => sum + row.Count, 0);
