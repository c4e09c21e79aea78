import { z } from 'zod';
import { bankAccount } from './answers.js';

export const transactionRow = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  TypeName: z.string(),
  Amount: z.number().int(),
  BalanceAfter: z.number().int(),
  OrderCode: z.string(),
  Note: z.string(),
  CreatedDate: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

const requestFields = {
  Id: z.number().int(),
  Code: z.string(),
  Amount: z.number().int(),
  Status: z.number().int(),
  StatusName: z.string(),
  Note: z.string(),
  RejectReason: z.string(),
  CreatedDate: z.string(),
  ReviewedDate: z.string().nullable(),
};

export const depositRow = z.object({
  ...requestFields,
  TransferContent: z.string(),
  VietQR: z.string(),
  BankAccount: bankAccount.nullable(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const depositCreated = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Amount: z.number().int(),
  TransferContent: z.string(),
  VietQR: z.string(),
  BankAccount: bankAccount,
});
export type DepositCreated = z.infer<typeof depositCreated>;

export const withdrawalRow = z.object({
  ...requestFields,
  BankName: z.string(),
  AccountNumber: z.string(),
  AccountName: z.string(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

export const codeAnswer = z.object({ Id: z.number().int(), Code: z.string() });

/** The customer and balance columns staff see beside a request. */
export const customerRef = z.object({
  CustomerId: z.number().int(),
  CustomerCode: z.string(),
  CustomerEmail: z.string(),
  CustomerName: z.string(),
});

export const adminDepositRow = depositRow.extend(customerRef.shape);
export type AdminDepositRow = z.infer<typeof adminDepositRow>;
export const adminWithdrawalRow = withdrawalRow.extend({
  ...customerRef.shape,
  Balance: z.number().int(),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>;

/** What a statement line will do (the preview) or did (the import). */
export const StatementLineOutcome = {
  Credited: 1,
  AlreadyUsed: 2,
  Unmatched: 3,
  Refused: 4,
} as const;
export type StatementLineOutcome = (typeof StatementLineOutcome)[keyof typeof StatementLineOutcome];

export const statementLineOutcomeNames: Record<StatementLineOutcome, string> = {
  // Confirms the deposit request its content names: the customer's wallet is credited.
  1: 'Nạp vào ví',
  // The same transfer came before (an earlier import, SePay, Casso): never credited twice.
  2: 'Đã dùng trước đó',
  // Names a deposit it cannot confirm: waits in the unmatched queue for staff.
  3: 'Chờ xử lý',
  // Unreadable, money out, or naming no deposit: nothing is written for it.
  4: 'Không ghi nhận',
};

/** One line of the file; `Amount` is null when it could not be read. */
export const statementLineRow = z.object({
  Line: z.number().int(),
  BookedOn: z.string(),
  Amount: z.number().int().nullable(),
  Content: z.string(),
  Outcome: z.number().int(),
  OutcomeName: z.string(),
  /** The deposit request the line names ('' when none), and its customer. */
  DepositCode: z.string(),
  CustomerCode: z.string(),
  Reason: z.string(),
});
export type StatementLineRow = z.infer<typeof statementLineRow>;

/** The answer of both the preview and the import: every line, the totals, and the preview's digest. */
export const statementImportAnswer = z.object({
  Lines: z.array(statementLineRow),
  Credited: z.object({ Count: z.number().int(), Amount: z.number().int() }),
  AlreadyUsed: z.number().int(),
  Unmatched: z.number().int(),
  Refused: z.number().int(),
  PreviewDigest: z.string(),
});
export type StatementImportAnswer = z.infer<typeof statementImportAnswer>;

/** customer/wallet: the balance and what may still be withdrawn (the server's rule, not the web's). */
export const walletAnswer = z.object({
  Balance: z.number().int(),
  PendingWithdrawals: z.number().int(),
  Available: z.number().int(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;
