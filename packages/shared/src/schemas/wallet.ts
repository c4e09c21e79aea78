import { z } from 'zod';
import { messages, fillMessage } from '../messages.js';
import { formatVnd } from '../money.js';
import { RequestStatus, TransactionType } from '../enums.js';
import { idField, ifNoIssueYet, requiredText } from './fields.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement } from './common.js';
import { customerPagingFields } from './list-cursor.js';
import { consoleListFields, statusesQuery } from './console-list.js';

/** Limits of one request, in whole đồng. */
export const MONEY_LIMIT = {
  depositMin: 10_000,
  depositMax: 1_000_000_000,
  withdrawalMin: 50_000,
  withdrawalMax: 1_000_000_000,
} as const;

const vndAmount = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.coerce
    .number({ error: messages.amountRequired })
    .int({ error: messages.amountInteger })
    .min(min, { error: fillMessage(minMessage, { min: formatVnd(min) }), ...ifNoIssueYet })
    .max(max, { error: fillMessage(maxMessage, { max: formatVnd(max) }), ...ifNoIssueYet });

const optionalNote = z
  .string()
  .trim()
  .max(255, { error: messages.noteTooLong })
  .nullish()
  .transform((value) => value ?? '');

export const depositSchema = z.object({
  Amount: vndAmount(
    MONEY_LIMIT.depositMin,
    MONEY_LIMIT.depositMax,
    messages.depositMin,
    messages.depositMax,
  ),
  BankAccountId: idField(messages.bankAccountRequired),
});
export type DepositInput = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  Amount: vndAmount(
    MONEY_LIMIT.withdrawalMin,
    MONEY_LIMIT.withdrawalMax,
    messages.withdrawalMin,
    messages.withdrawalMax,
  ),
  BankName: requiredText(messages.bankNameRequired).max(100, {
    error: messages.bankNameTooLong,
    ...ifNoIssueYet,
  }),
  AccountNumber: requiredText(messages.accountNumberRequired).regex(/^[0-9]{6,20}$/, {
    error: messages.accountNumberInvalid,
    ...ifNoIssueYet,
  }),
  AccountName: requiredText(messages.accountNameRequired).max(100, {
    error: messages.accountNameTooLong,
    ...ifNoIssueYet,
  }),
  Note: optionalNote,
});
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** Query values the portal sends empty (`status=`) mean "any". */
const optionalIntQuery = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, message)
      .max(max, message)
      .optional(),
  );

const transactionTypes = Object.values(TransactionType);
const requestStatuses = Object.values(RequestStatus);

export const transactionsQuery = z
  .object({
    orderCode: z.string().trim().max(50).optional(),
    transactionType: optionalIntQuery(
      Math.min(...transactionTypes),
      Math.max(...transactionTypes),
      messages.transactionTypeInvalid,
    ),
    ...customerPagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export const requestListQuery = z
  .object({
    status: optionalIntQuery(
      Math.min(...requestStatuses),
      Math.max(...requestStatuses),
      messages.statusInvalid,
    ),
    ...customerPagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type RequestListQuery = z.infer<typeof requestListQuery>;

/**
 * The console's deposit and withdrawal queues (console lists): a status or a tab's statuses, the
 * days asked in, and a keyword: a request's code or its number, a customer (code, name, email,
 * phone digits), a transfer content or its tail, a payee account's last digits.
 */
export const requestQueueQuery = z
  .object({
    status: statusesQuery(Math.max(...requestStatuses)),
    ...consoleListFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type RequestQueueQuery = z.infer<typeof requestQueueQuery>;

export const reasonSchema = z.object({
  Reason: requiredText(messages.reasonRequired).max(255, {
    error: messages.reasonTooLong,
    ...ifNoIssueYet,
  }),
});
export type ReasonInput = z.infer<typeof reasonSchema>;

/** A staff correction of a balance: signed whole đồng and why. */
export const adjustmentSchema = z.object({
  Amount: z.coerce
    .number({ error: messages.amountRequired })
    .int({ error: messages.amountInteger })
    .refine((value) => value !== 0, { error: messages.adjustmentZero })
    .refine((value) => Math.abs(value) <= MONEY_LIMIT.depositMax, {
      error: fillMessage(messages.depositMax, { max: formatVnd(MONEY_LIMIT.depositMax) }),
    }),
  Reason: reasonSchema.shape.Reason,
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/** The longest statement text accepted, in characters (a year of a busy account's lines). */
export const STATEMENT_LIMIT = 2_000_000;

/** The largest bank .xlsx export accepted, base64-encoded (about 6 MB of spreadsheet). */
export const STATEMENT_XLSX_LIMIT = 8_000_000;

/**
 * A statement file: the text of a CSV, or a bank's .xlsx export in base64 (the browser reads the
 * file and sends it in the same JSON call).
 */
const statementFileFields = {
  Csv: requiredText(messages.statementRequired)
    .max(STATEMENT_LIMIT, {
      error: fillMessage(messages.statementTooLong, {
        max: new Intl.NumberFormat('vi-VN').format(STATEMENT_LIMIT),
      }),
      ...ifNoIssueYet,
    })
    .optional(),
  Xlsx: z
    .string({ error: messages.statementFileInvalid })
    .max(STATEMENT_XLSX_LIMIT, { error: messages.statementFileInvalid })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: messages.statementFileInvalid, ...ifNoIssueYet })
    .optional(),
};

const oneFileGiven = (input: { Csv?: string | undefined; Xlsx?: string | undefined }) =>
  input.Csv !== undefined || input.Xlsx !== undefined;
const noFileIssue = { error: messages.statementRequired, path: ['Csv'] };

/** admin/deposits/import/preview: what each line of this statement would do (nothing is written). */
export const statementPreviewSchema = z
  .object(statementFileFields)
  .refine(oneFileGiven, noFileIssue);
export type StatementPreviewInput = z.infer<typeof statementPreviewSchema>;

/**
 * admin/deposits/import: the same statement again, with the digest its preview answered: it is
 * applied only if every line still comes out as that preview said.
 */
export const statementImportSchema = z
  .object({
    ...statementFileFields,
    PreviewDigest: z
      .string({ error: messages.statementPreviewRequired })
      .regex(/^[0-9a-f]{64}$/, { error: messages.statementPreviewRequired }),
  })
  .refine(oneFileGiven, noFileIssue);
export type StatementImportInput = z.infer<typeof statementImportSchema>;
