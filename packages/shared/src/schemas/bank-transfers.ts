import { z } from 'zod';
import { messages } from '../messages.js';
import { pagingFields } from './common.js';
import { idField, optionalInt } from './fields.js';

/**
 * Incoming transfers from the bank-notification services (DESIGN §4, automatic confirmation) and
 * the console's unmatched queue. The webhooks' payloads are the providers' own, read leniently:
 * only what the matcher needs is required.
 */

const providerText = z.coerce.string().max(1000).nullish();
const providerAmount = z.coerce.number().finite();

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
      amount: providerAmount,
      runningBalance: z.coerce.number().nullish(),
      transactionDateTime: providerText,
      accountNumber: providerText,
      bankName: providerText,
    })
    .passthrough(),
});
export type CassoWebhook = z.infer<typeof cassoWebhookSchema>;

export const webhookAnswer = z.object({ success: z.boolean() });

export const bankTransferListQuery = z.object({
  status: optionalInt(2, messages.statusInvalid),
  keyword: z.string().trim().max(100, { error: messages.keywordTooLong }).optional(),
  ...pagingFields,
});
export type BankTransferListQuery = z.infer<typeof bankTransferListQuery>;

export const bankTransferRow = z.object({
  Id: z.number().int(),
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
