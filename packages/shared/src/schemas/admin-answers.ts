import { z } from 'zod';

export const adminCustomerRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Email: z.string(),
  Phone: z.string(),
  FullName: z.string(),
  Level: z.number().int(),
  Balance: z.number().int(),
  IsLocked: z.boolean(),
  SupporterId: z.number().int().nullable(),
  SupporterName: z.string(),
  CreatedDate: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;

/** A row of the console's customer list: the level by its name, as the settings call it. */
export const adminCustomerListRow = adminCustomerRow.extend({ LevelName: z.string() });
export type AdminCustomerListRow = z.infer<typeof adminCustomerListRow>;

export const adminCustomerDetail = adminCustomerListRow.extend({
  Address: z.string(),
  WarehouseName: z.string(),
  PendingWithdrawals: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetail>;

export const staffRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Email: z.string(),
  FullName: z.string(),
  Phone: z.string(),
  Role: z.string(),
  /** A warehouse worker's Vietnamese warehouse (null: the Chinese warehouse, or another role). */
  WarehouseId: z.number().int().nullable(),
  IsLocked: z.boolean(),
  CreatedDate: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const mailRow = z.object({
  Id: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  Body: z.string(),
  SentDate: z.string().nullable(),
  /** The last refusal's reason ('' if none): kept while the mail waits for its next try. */
  Error: z.string(),
  /** How many times delivery was tried (failed tries are retried with growing delays). */
  Attempts: z.number().int(),
  /** MailState, from whether it was sent or refused. */
  Status: z.number().int(),
  StatusName: z.string(),
  CreatedDate: z.string(),
});
export type MailRow = z.infer<typeof mailRow>;

export const auditRow = z.object({
  Id: z.number().int(),
  ActorEmail: z.string(),
  Action: z.string(),
  Entity: z.string(),
  EntityId: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
  /** 'user:12' → 'Trần Bình (binh@x.vn)', 'warehouse:3' → its name: every id Before/After holds. */
  Names: z.record(z.string(), z.string()),
  CreatedDate: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** What waits for staff, for the console menu's badges: one index-backed count per queue. */
export const queueCounts = z.object({
  /** Deposit requests waiting for review (Chờ duyệt). */
  Deposits: z.number().int(),
  /** Withdrawal requests waiting to be paid (Chờ duyệt). */
  Withdrawals: z.number().int(),
  /** Incoming transfers that matched no deposit (Chưa khớp). */
  BankTransfers: z.number().int(),
  /** Delivery slips waiting to go out (Chờ xử lý). */
  Deliveries: z.number().int(),
  /** Item pages the extension could not read, reported by customers (Chờ xử lý). */
  ExtensionReports: z.number().int(),
  /** Receipts and payments waiting for a second person's approval (Chờ duyệt). */
  Vouchers: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCounts>;
