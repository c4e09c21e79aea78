import { z } from 'zod';
import { fillMessage, messages } from '../messages.js';
import { formatVnd } from '../money.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { ifNoIssueYet, idField, INT4_MAX, optionalInt, requiredText } from './fields.js';

/**
 * Receipts and payments (phiếu thu/chi, DESIGN §12): the business's money outside the customer
 * flow (paying a Chinese supplier, a freight invoice, cash taken at the counter), on one of its
 * fund accounts. One staff member writes it; another with the accountant (or admin) role approves
 * or rejects it, and nothing moves until it is approved.
 */
export const VoucherKind = { Receipt: 1, Payment: 2 } as const;
export type VoucherKind = (typeof VoucherKind)[keyof typeof VoucherKind];
export const voucherKindNames: Record<VoucherKind, string> = { 1: 'Phiếu thu', 2: 'Phiếu chi' };

export const VoucherStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type VoucherStatus = (typeof VoucherStatus)[keyof typeof VoucherStatus];
export const voucherStatusNames: Record<VoucherStatus, string> = {
  0: 'Chờ duyệt',
  1: 'Đã duyệt',
  2: 'Từ chối',
};

/** The fund account that is no bank account: the cash box. Bank accounts are those of the settings. */
export const CASH_FUND = { Id: 0, Name: 'Quỹ tiền mặt' } as const;

/** The largest voucher: 10 tỷ đồng (a container's freight, a supplier's month). */
export const VOUCHER_MAX = 10_000_000_000;

const amountField = z.coerce
  .number({ error: messages.amountRequired })
  .int({ error: messages.amountInteger })
  .positive({ error: messages.voucherAmountPositive, ...ifNoIssueYet })
  .max(VOUCHER_MAX, {
    error: fillMessage(messages.voucherAmountMax, { max: formatVnd(VOUCHER_MAX) }),
    ...ifNoIssueYet,
  });

export const createVoucherSchema = z.object({
  Kind: z.coerce
    .number({ error: messages.voucherKindInvalid })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: messages.voucherKindInvalid })),
  Amount: amountField,
  /** A bank account of the settings (its Id), or 0 for the cash box. */
  FundAccountId: z.coerce
    .number({ error: messages.fundAccountUnknown })
    .int({ error: messages.fundAccountUnknown })
    .min(0, { error: messages.fundAccountUnknown })
    .max(INT4_MAX, { error: messages.fundAccountUnknown }),
  Counterparty: requiredText(messages.counterpartyRequired).max(200, {
    error: fillMessage(messages.textTooLong, { max: 200 }),
    ...ifNoIssueYet,
  }),
  Reason: requiredText(messages.reasonRequired).max(500, {
    error: fillMessage(messages.textTooLong, { max: 500 }),
    ...ifNoIssueYet,
  }),
  /** A receipt from a customer credits their wallet, a payment to one debits it, once approved. */
  CustomerId: idField(messages.customerUnknown).nullable().optional(),
});
export type CreateVoucherInput = z.infer<typeof createVoucherSchema>;

export const voucherRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Kind: z.number().int(),
  KindName: z.string(),
  Amount: z.number().int(),
  FundAccountId: z.number().int(),
  FundAccountName: z.string(),
  Counterparty: z.string(),
  Reason: z.string(),
  CustomerId: z.number().int().nullable(),
  CustomerCode: z.string().nullable(),
  Status: z.number().int(),
  StatusName: z.string(),
  CreatedById: z.number().int(),
  CreatedBy: z.string(),
  CreatedDate: z.string(),
  ApprovedById: z.number().int().nullable(),
  /** Who approved or rejected it (the second person). */
  ApprovedBy: z.string().nullable(),
  DecidedDate: z.string().nullable(),
  RejectReason: z.string(),
  /** The fund account's balance after it (approved vouchers only). */
  FundBalanceAfter: z.number().int().nullable(),
});
export type VoucherRow = z.infer<typeof voucherRow>;

export const voucherListQuery = z.object({
  ...consoleListFields,
  status: statusesQuery(2),
  // The console list sends a filter left empty as '' (`kind=&fundAccountId=`): no filter, not 0.
  kind: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: messages.voucherKindInvalid })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: messages.voucherKindInvalid }))
      .optional(),
  ),
  fundAccountId: optionalInt(INT4_MAX, messages.fundAccountUnknown),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

/** A fund account with its balance: what its approved receipts and payments came to. */
export const fundAccountRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Balance: z.number().int(),
});
export type FundAccountRow = z.infer<typeof fundAccountRow>;
