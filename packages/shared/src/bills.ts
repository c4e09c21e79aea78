import { TransactionType } from './enums.js';

/**
 * What a bill (an order's, a consignment's, a delivery slip's) comes to, from the sum of its fee
 * lines and what the ledger shows was paid for them (payments less refunds). The one definition
 * of "what is owed": the server's payments, the lists (which read the sums the database keeps,
 * proven equal to the lines and ledger by billing's property test) and the portal all use it.
 */
export interface BillFigures {
  Total: number;
  Paid: number;
  /** Total − Paid, signed: below zero the customer paid more than the bill now asks (refunded). */
  Balance: number;
  /** What the customer still has to pay: the balance, never below zero. */
  Owed: number;
}

export function billFigures(total: number, paid: number): BillFigures {
  const balance = total - paid;
  return { Total: total, Paid: paid, Balance: balance, Owed: Math.max(0, balance) };
}

/** A bill as a list row shows it: what it comes to, what was paid, what is still due. */
export const billAmounts = (bill: BillFigures) => ({
  TotalAmount: bill.Total,
  PaidAmount: bill.Paid,
  AmountDue: bill.Owed,
});

/** Ledger types that pay for (−) or refund (+) a bill's lines. */
export const BILL_PAYMENT_TYPES: readonly TransactionType[] = [
  TransactionType.OrderDeposit,
  TransactionType.OrderPayment,
  TransactionType.ShippingPayment,
  TransactionType.Refund,
];
