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
 * How far a console list counts the rows of a filter: a keyword or another filter whose rows
 * are more than this shows "hơn 10.000" rather than reading every one of them on every page. The
 * list without a filter is counted exactly, from the tallies the database keeps per status.
 */
export const COUNT_CAP = 10_000;

/**
 * How many rows each status holds among those the other filters (the keyword…) let through, in
 * the same answer as the page: the tabs' counts never disagree with the rows under them. `Capped`:
 * the status holds more than its Count (COUNT_CAP), counted no further.
 */
export const statusCounts = z.array(
  z.object({
    Status: z.number().int(),
    Count: z.number().int(),
    Capped: z.boolean().optional(),
  }),
);
export type StatusCounts = z.infer<typeof statusCounts>;

/**
 * A console list's answer: the page, its Total (the statuses asked for) and every status's count.
 * `Capped`: the statuses asked for hold more than COUNT_CAP rows (the Total), counted no further.
 */
export const consoleListAnswer = <T extends z.ZodType>(item: T) =>
  listAnswer(item).extend({ Counts: statusCounts, Capped: z.boolean().optional() });
export interface ConsoleListAnswer<T> {
  Items: T[];
  Total: number;
  Counts: StatusCounts;
  Capped?: boolean;
}

/** How many rows the given statuses hold (all of them without any), and whether more than that. */
export interface CountedRows {
  count: number;
  capped: boolean;
}

/**
 * The rows of the given statuses (all of them without any) among the counts: their sum, or
 * COUNT_CAP when one of them was counted no further than the cap (the honest "hơn 10.000").
 */
export function countedRows(
  counts: StatusCounts,
  statuses: readonly number[] | undefined,
): CountedRows {
  const chosen = counts.filter((row) => !statuses || statuses.includes(row.Status));
  const sum = chosen.reduce((total, row) => total + row.Count, 0);
  const capped = chosen.some((row) => row.Capped === true);
  return { count: capped ? COUNT_CAP : sum, capped };
}
