import { z } from 'zod';
import { messages } from '../messages.js';
import { pagingFields } from './common.js';
import { exportFormatQuery } from './console-list.js';
import { idField } from './fields.js';

/**
 * Customers' balances and what they owe (công nợ, DESIGN §12), as of now: each bill (an order past
 * its deposit, a consignment) whose fee lines come to more than was paid for it, its unpaid part
 * aged from the day its goods reached a Vietnamese warehouse — before that it is not due yet.
 */
export const RECEIVABLE_AGES = [
  { key: 'NotDue', label: 'Chưa về kho VN' },
  { key: 'Days0To7', label: '0–7 ngày' },
  { key: 'Days8To30', label: '8–30 ngày' },
  { key: 'Over30', label: 'Trên 30 ngày' },
] as const;

/** How old an unpaid part is: days since its goods reached Vietnam (null: not there yet). */
export function receivableAgeOf(
  daysInVietnam: number | null,
): (typeof RECEIVABLE_AGES)[number]['key'] {
  if (daysInVietnam === null) return 'NotDue';
  if (daysInVietnam <= 7) return 'Days0To7';
  if (daysInVietnam <= 30) return 'Days8To30';
  return 'Over30';
}

const agedAmounts = z.object({
  Owed: z.number().int(),
  NotDue: z.number().int(),
  Days0To7: z.number().int(),
  Days8To30: z.number().int(),
  Over30: z.number().int(),
});

export const receivablesQuery = z.object({ format: exportFormatQuery, ...pagingFields });
export type ReceivablesQuery = z.infer<typeof receivablesQuery>;

/** A customer who owes, the largest debt first. */
export const receivableRow = agedAmounts.extend({
  CustomerId: z.number().int(),
  CustomerCode: z.string(),
  FullName: z.string(),
  Phone: z.string(),
  /** Their wallet now. */
  Balance: z.number().int(),
  /** Bills with something unpaid. */
  Bills: z.number().int(),
  /** Balance − Owed: what is left once every bill is paid (negative: they must top up). */
  Net: z.number().int(),
});
export type ReceivableRow = z.infer<typeof receivableRow>;

export const receivablesReport = z.object({
  Items: z.array(receivableRow),
  /** Customers who owe. */
  Total: z.number().int(),
  Totals: agedAmounts.extend({
    /** Every customer's wallet added up: what the business holds for them (it owes them). */
    Balance: z.number().int(),
    Bills: z.number().int(),
  }),
});
export type ReceivablesReport = z.infer<typeof receivablesReport>;

/** One customer's unpaid bills, line by line (the older shops' per-order debt sheet). */
export const receivableBillsQuery = z.object({
  customerId: idField(messages.reportCustomerInvalid),
  format: exportFormatQuery,
});
export type ReceivableBillsQuery = z.infer<typeof receivableBillsQuery>;

export const receivableBill = z.object({
  /** DH… (an order) or KG… (a consignment). */
  Code: z.string(),
  StatusName: z.string(),
  CreatedDate: z.string(),
  /** When its goods reached Vietnam; '' while they have not. */
  ArrivedDate: z.string(),
  Goods: z.number().int(),
  BuyerFee: z.number().int(),
  InlandShipping: z.number().int(),
  Shipping: z.number().int(),
  WoodenCrate: z.number().int(),
  /** Inspection, insurance, storage, delivery. */
  OtherFees: z.number().int(),
  Refunds: z.number().int(),
  Total: z.number().int(),
  Paid: z.number().int(),
  Owed: z.number().int(),
  /** The charged weight of its parcels, kg (0 before they are weighed). */
  ChargedKg: z.number(),
});
export type ReceivableBill = z.infer<typeof receivableBill>;

export const receivableBills = z.object({
  CustomerCode: z.string(),
  FullName: z.string(),
  Balance: z.number().int(),
  Items: z.array(receivableBill),
});
export type ReceivableBills = z.infer<typeof receivableBills>;
