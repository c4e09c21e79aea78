import { z } from 'zod';
import { fillMessage, messages } from '../messages.js';
import { formatVnd } from '../money.js';
import { BankTransferStatus } from '../enums.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { idField, ifNoIssueYet } from './fields.js';

/**
 * Incoming transfers from the bank-notification services (DESIGN §4, automatic confirmation) and
 * the console's unmatched queue. The webhooks' payloads are the providers' own, read leniently:
 * only what the matcher needs is required.
 */

const providerText = z.coerce.string().max(1000).nullish();

/**
 * The largest amount one bank notification may carry: far above any transfer a customer makes (a
 * deposit is at most 1 tỷ đồng), far below what the bigint column and JavaScript hold exactly.
 */
export const BANK_TRANSFER_MAX = 100_000_000_000;

/**
 * What a bank moved: a whole positive number of đồng up to BANK_TRANSFER_MAX (the direction is a
 * field of its own). No bank sends a fraction, zero, a negative or 1e99; such a notification is
 * refused with this sentence and nothing of it is stored.
 */
const transferAmountInvalid = fillMessage(messages.transferAmountInvalid, {
  max: formatVnd(BANK_TRANSFER_MAX),
});
const providerAmount = z.coerce
  .number({ error: transferAmountInvalid })
  .int({ error: transferAmountInvalid })
  .positive({ error: transferAmountInvalid })
  .max(BANK_TRANSFER_MAX, { error: transferAmountInvalid });

/**
 * Casso tells money out as a negative amount (it notifies both directions): a whole number of đồng,
 * not zero, within BANK_TRANSFER_MAX either way. Money out is answered and not stored.
 */
const signedTransferAmount = z.coerce
  .number({ error: transferAmountInvalid })
  .int({ error: transferAmountInvalid })
  .refine((amount) => amount !== 0 && Math.abs(amount) <= BANK_TRANSFER_MAX, {
    error: transferAmountInvalid,
    ...ifNoIssueYet,
  });

/** SePay's webhook body (https://docs.sepay.vn: id, gateway, transactionDate, ...). */
export const sepayWebhookSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  gateway: providerText,
  transactionDate: providerText,
  accountNumber: providerText,
  subAccount: providerText,
  code: providerText,
  content: providerText,
  transferType: z.string().max(10),
  transferAmount: providerAmount,
  accumulated: z.coerce.number().nullish(),
  referenceCode: providerText,
  description: providerText,
});
export type SepayWebhook = z.infer<typeof sepayWebhookSchema>;

/** Casso's webhook v2 body: `{error, data: {id, reference, description, amount, ...}}`. */
export const cassoWebhookSchema = z.object({
  error: z.number().int().nullish(),
  data: z
    .object({
      id: z.union([z.number().int(), z.string().min(1).max(100)]),
      reference: providerText,
      description: providerText,
      amount: signedTransferAmount,
      runningBalance: z.coerce.number().nullish(),
      transactionDateTime: providerText,
      accountNumber: providerText,
      bankName: providerText,
    })
    .passthrough(),
});
export type CassoWebhook = z.infer<typeof cassoWebhookSchema>;

export const webhookAnswer = z.object({ success: z.boolean() });

/**
 * The console's incoming transfers (a console list): a status or several, and a keyword: the
 * transfer's GD code or its number, the bank's reference, the deposit it confirmed (NT code or
 * number), its customer, or 4 or more letters and digits of its content.
 */
export const bankTransferListQuery = z.object({
  status: statusesQuery(Math.max(...Object.values(BankTransferStatus))),
  ...consoleListFields,
});
export type BankTransferListQuery = z.infer<typeof bankTransferListQuery>;

/** Who told us of a transfer, as the console names them. */
export const bankTransferProviderNames: Record<string, string> = {
  sepay: 'SePay',
  casso: 'Casso',
  statement: 'Sao kê',
};

export const bankTransferRow = z.object({
  Id: z.number().int(),
  /** GD and the zero-padded id: what staff say and search a transfer by. */
  Code: z.string(),
  /** sepay, casso or statement. */
  Provider: z.string(),
  ProviderId: z.string(),
  Amount: z.number().int(),
  Content: z.string(),
  AccountNumber: z.string(),
  TransferDate: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  /** The deposit it confirmed, '' while unmatched. */
  DepositCode: z.string(),
  /** Ours: the customer it was credited to, and why it waits or was returned. */
  CustomerCode: z.string(),
  Note: z.string(),
  CreatedDate: z.string(),
});
export type BankTransferRow = z.infer<typeof bankTransferRow>;

/** bank-transfers/{id}/assign: the customer the money belongs to. */
export const assignTransferSchema = z.object({ CustomerId: idField(messages.customerRequired) });
export type AssignTransferInput = z.infer<typeof assignTransferSchema>;
