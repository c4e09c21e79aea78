import { z } from 'zod';
import { messages } from '../messages.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement, pagingFields } from './common.js';
import { exportFormatQuery } from './console-list.js';

/**
 * The owner's reports (DESIGN §12), each read from the ledger, the fee lines and the bank
 * transfers, each exportable as `.xlsx`. Dates are Vietnamese days (dd/MM/yyyy); without `from`
 * and `end` a report covers the current month.
 */
export const REPORT_NAMES = [
  'revenue',
  'profit',
  'receivables',
  'reconciliation',
  'throughput',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The longest period one report covers: a little over a year of days. */
export const REPORT_MAX_DAYS = 400;

export const reportQuery = z
  .object({
    ...dateRangeFields,
    groupBy: z.enum(['day', 'month'], { error: messages.reportGroupInvalid }).default('day'),
    format: exportFormatQuery,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * Revenue by fee kind: what the bills' fee lines came to in each period, each change of a line
 * (a price set, a weight re-priced, a refund) counted on the day it was made, so a period's
 * figure never moves once the period is over and all periods together equal the fee lines.
 */
export const revenueRow = z.object({
  /** yyyy-MM-dd or yyyy-MM, in Vietnam. */
  Period: z.string(),
  Kind: z.number().int(),
  KindName: z.string(),
  Amount: z.number().int(),
  /** How many changes of fee lines make it up (the rows its drill-down lists). */
  Changes: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRow>;

export const revenueReport = z.object({
  Rows: z.array(revenueRow),
  Totals: z.array(revenueRow.omit({ Period: true })),
  Total: z.number().int(),
});
export type RevenueReport = z.infer<typeof revenueReport>;

/** The rows behind a revenue figure: one fee kind's changes in one period, newest first. */
export const revenueLinesQuery = z
  .object({
    ...dateRangeFields,
    kind: z.coerce
      .number({ error: messages.feeKindInvalid })
      .int({ error: messages.feeKindInvalid })
      .min(1, { error: messages.feeKindInvalid })
      .max(10, { error: messages.feeKindInvalid })
      .optional(),
    format: exportFormatQuery,
    ...pagingFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type RevenueLinesQuery = z.infer<typeof revenueLinesQuery>;

export const revenueLine = z.object({
  Id: z.number().int(),
  /** The order, consignment or delivery slip whose bill it is. */
  Code: z.string(),
  CustomerCode: z.string(),
  Kind: z.number().int(),
  KindName: z.string(),
  OldAmount: z.number().int(),
  NewAmount: z.number().int(),
  Amount: z.number().int(),
  Reason: z.string(),
  ChangedDate: z.string(),
});
export type RevenueLine = z.infer<typeof revenueLine>;

/**
 * Daily reconciliation of the bank transfers received (SePay, Casso, statements) against the
 * credits posted to wallets: what arrived, what was credited from it, what waits unmatched or was
 * returned, the credits made without a transfer (a deposit approved by hand), and matched
 * transfers whose credit differs from the amount received.
 */
export const reconciliationRow = z.object({
  Period: z.string(),
  Received: z.number().int(),
  ReceivedCount: z.number().int(),
  Matched: z.number().int(),
  Unmatched: z.number().int(),
  UnmatchedCount: z.number().int(),
  Returned: z.number().int(),
  /** Every deposit credit posted to a wallet in the period. */
  Credited: z.number().int(),
  /** Credits of deposits no transfer matched (approved by staff on their own evidence). */
  CreditedWithoutTransfer: z.number().int(),
  /** Matched transfers whose deposit was credited another amount. */
  MismatchedCount: z.number().int(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

export const reconciliationReport = z.object({
  Rows: z.array(reconciliationRow),
  Totals: reconciliationRow.omit({ Period: true }),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

/**
 * Today at a glance for the console's home (the owner, the accountant): money in and out, what the
 * bank brought and what waits unmatched, the day's revenue and the last two weeks' by day.
 */
export const todayFigures = z.object({
  /** yyyy-MM-dd in Vietnam. */
  Day: z.string(),
  Received: z.number().int(),
  ReceivedCount: z.number().int(),
  Unmatched: z.number().int(),
  UnmatchedCount: z.number().int(),
  Credited: z.number().int(),
  /** Paid out to customers today (withdrawals and payments from their wallets). */
  Withdrawn: z.number().int(),
  WithdrawnCount: z.number().int(),
  Revenue: z.number().int(),
  /** The last 14 days' revenue, oldest first, a day without a change at 0. */
  RevenueDays: z.array(z.object({ Period: z.string(), Amount: z.number().int() })),
});
export type TodayFigures = z.infer<typeof todayFigures>;
