import { z } from 'zod';
import { RateKind } from '../enums.js';
import { messages } from '../messages.js';
import { pagingFields } from './common.js';

/** The selling and buying rates with their effective times and history (DESIGN §10). */

/** VND per 1 CNY: positive, at most 2 decimals (kept as hundredths of a đồng). */
export const rateValue = z
  .number({ error: messages.rateInvalid })
  .positive(messages.rateInvalid)
  .max(100_000, messages.rateInvalid)
  .refine((rate) => Number.isInteger(Math.round(rate * 100 * 1e6) / 1e6), {
    error: messages.rateInvalid,
  });

/** An ISO moment (the date-time picker sends one); absent: from now. */
const effectiveFrom = z.iso
  .datetime({ offset: true, error: messages.rateEffectiveInvalid })
  .optional();

export const createRateSchema = z.object({
  Kind: z
    .number({ error: messages.rateKindInvalid })
    .int(messages.rateKindInvalid)
    .min(RateKind.Selling, messages.rateKindInvalid)
    .max(RateKind.Buying, messages.rateKindInvalid),
  Rate: rateValue,
  EffectiveFrom: effectiveFrom,
});
export type CreateRateInput = z.infer<typeof createRateSchema>;

/** Approving a proposal: from the approval's moment, unless staff set a later one. */
export const approveRateSchema = z.object({ EffectiveFrom: effectiveFrom });
export type ApproveRateInput = z.infer<typeof approveRateSchema>;

export const rateListQuery = z.object({
  kind: z.coerce
    .number({ error: messages.rateKindInvalid })
    .int()
    .min(RateKind.Selling, messages.rateKindInvalid)
    .max(RateKind.Buying, messages.rateKindInvalid)
    .optional(),
  ...pagingFields,
});
export type RateListQuery = z.infer<typeof rateListQuery>;

export const rateRow = z.object({
  Id: z.number().int(),
  /** RateKind: 1 selling (customers), 2 buying (China). */
  Kind: z.number().int(),
  KindName: z.string(),
  /** VND per 1 CNY, at most 2 decimals. */
  Rate: z.number(),
  /** From when it counts; a proposal's is when the feed was read, until its approval sets it. */
  EffectiveFrom: z.string(),
  /** 'staff' (set by hand, or in the settings editor) or 'vcb' (read from Vietcombank's feed). */
  Source: z.string(),
  /** RateStatus: 0 proposed, 1 applied, 2 set aside. */
  Status: z.number().int(),
  StatusName: z.string(),
  /** The staff member's name (their e-mail without one); null: the morning job. */
  CreatedBy: z.string().nullable(),
  ApprovedBy: z.string().nullable(),
  CreatedDate: z.string(),
});
export type RateRow = z.infer<typeof rateRow>;

/**
 * GET admin/rates: the history page, with the rates in force now (null: none set yet) and the
 * newest proposal waiting for staff (null: none), whichever page of the history is asked for.
 */
export const rateListAnswer = z.object({
  Items: z.array(rateRow),
  Total: z.number().int(),
  CurrentSelling: z.number().nullable(),
  CurrentBuying: z.number().nullable(),
  Proposal: rateRow.nullable(),
});
export type RateListAnswer = z.infer<typeof rateListAnswer>;
