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

export const statementImportAnswer = z.object({
  Confirmed: z.array(
    z.object({ Line: z.number().int(), DepositCode: z.string(), Amount: z.number().int() }),
  ),
  AlreadyUsed: z.array(z.object({ Line: z.number().int(), Content: z.string() })),
  Unmatched: z.array(
    z.object({
      Line: z.number().int(),
      Content: z.string(),
      Amount: z.number().int(),
      Reason: z.string(),
    }),
  ),
});
export type StatementImportAnswer = z.infer<typeof statementImportAnswer>;

/** customer/wallet: the balance and what may still be withdrawn (the server's rule, not the web's). */
export const walletAnswer = z.object({
  Balance: z.number().int(),
  PendingWithdrawals: z.number().int(),
  Available: z.number().int(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;
