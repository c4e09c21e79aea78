import { z } from 'zod';
import { fillMessage, messages } from '../messages.js';
import { parseRange } from '../fees.js';
import {
  emailField,
  idField,
  ifNoIssueYet,
  passwordField,
  phoneField,
  requiredText,
} from './fields.js';
import { pagingFields } from './common.js';
import { consoleListFields, statusesQuery } from './console-list.js';

/** Calls of the operator console (/api/admin/...). */

/** A customer account as the console's customer list sorts it: its tabs (from `is_locked`). */
export const CustomerAccountState = { Active: 0, Locked: 1 } as const;
export type CustomerAccountState = (typeof CustomerAccountState)[keyof typeof CustomerAccountState];

export const customerAccountStateNames: Record<CustomerAccountState, string> = {
  0: 'Đang hoạt động',
  1: 'Đã khóa',
};

export const customerSearchQuery = z.object({ status: statusesQuery(1), ...consoleListFields });
export type CustomerSearchQuery = z.infer<typeof customerSearchQuery>;

export const assignSupporterSchema = z.object({
  SupporterId: idField(messages.supporterInvalid).nullable(),
});
export const lockSchema = z.object({ Locked: z.boolean() });

export const createStaffSchema = z.object({
  Email: emailField,
  FullName: requiredText(messages.fullNameRequired).max(100, {
    error: messages.fullNameTooLong,
    ...ifNoIssueYet,
  }),
  Phone: phoneField,
  Password: passwordField(),
  Role: z.enum(['staff', 'admin'], { error: messages.roleInvalid }),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** An admin corrects a staff account: the same rules as when it was opened. */
export const updateStaffSchema = createStaffSchema.pick({
  FullName: true,
  Phone: true,
  Role: true,
});
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/**
 * What an audit row is about, grouped into the audit log's tabs: the records the server writes
 * rows on (`entity`, see auditKindEntities), a few kinds rather than one tab per table.
 */
export const AuditKind = {
  Other: 0,
  Orders: 1,
  Parcels: 2,
  Delivery: 3,
  Money: 4,
  People: 5,
  Settings: 6,
} as const;
export type AuditKind = (typeof AuditKind)[keyof typeof AuditKind];

export const auditKindNames: Record<AuditKind, string> = {
  0: 'Khác',
  1: 'Đơn hàng & khiếu nại',
  2: 'Kiện & ký gửi',
  3: 'Giao hàng',
  4: 'Tiền',
  5: 'Khách hàng & nhân viên',
  6: 'Cài đặt',
};

/** The entities each kind holds; a row on an entity none lists is Khác. */
export const auditKindEntities: Record<Exclude<AuditKind, 0>, readonly string[]> = {
  1: ['order', 'complaint'],
  2: ['transport', 'consignment'],
  3: ['delivery'],
  4: ['deposit', 'withdrawal', 'bank-transfer', 'statement'],
  5: ['customer', 'staff'],
  6: ['settings'],
};

/**
 * Actions whose kind is not their entity's: a balance adjustment is written on the customer
 * (its entity id is the customer's code) but is money, where whoever checks the money looks.
 */
export const auditKindActions: Partial<Record<AuditKind, readonly string[]>> = {
  4: ['wallet.adjust'],
};

/** The kind of an audit row: by its action where auditKindActions names it, else its entity. */
export function auditKindOf(action: string, entity: string): AuditKind {
  const byAction = Object.entries(auditKindActions).find(([, actions]) => actions.includes(action));
  const byEntity = Object.entries(auditKindEntities).find(([, entities]) =>
    entities.includes(entity),
  );
  return Number((byAction ?? byEntity)?.[0] ?? AuditKind.Other) as AuditKind;
}

export const auditQuery = z.object({
  kind: statusesQuery(6),
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  ...consoleListFields,
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** A mail of the outbox: waiting to leave (no SMTP, or not yet tried), sent, or refused. */
export const MailState = { Pending: 0, Sent: 1, Failed: 2 } as const;
export type MailState = (typeof MailState)[keyof typeof MailState];

export const mailStateNames: Record<MailState, string> = {
  0: 'Chưa gửi',
  1: 'Đã gửi',
  2: 'Gửi lỗi',
};

export const mailListQuery = z.object({ status: statusesQuery(2), ...consoleListFields });
export type MailListQuery = z.infer<typeof mailListQuery>;
export const pageQuery = z.object(pagingFields);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fillMessage(messages.textTooLong, { max }) });
const link = z
  .string()
  .trim()
  .max(500, { error: messages.linkInvalid })
  .regex(/^(https?:\/\/\S+)?$/, { error: messages.linkInvalid, ...ifNoIssueYet });
const percent = z
  .number({ error: messages.percentInvalid })
  .min(0, messages.percentInvalid)
  .max(100, messages.percentInvalid);
const vnd = z.number().int().min(0);

/** Range tables (FeeBuyer): keys 'min-max', values percents. */
const rangeTable = z.record(z.string(), percent).superRefine((table, ctx) => {
  for (const key of Object.keys(table)) {
    if (!parseRange(key))
      ctx.addIssue({ code: 'custom', message: fillMessage(messages.rangeKeyInvalid, { key }) });
  }
});

/** A fee table: rows with Min ≤ Max (Max 0 = no upper limit) and a value that is not negative. */
const feeTable = (name: string) =>
  z
    .array(
      z.object({
        Min: z.number().min(0),
        Max: z.number().min(0),
        Value: z.number().min(0),
      }),
    )
    .min(1)
    .max(50)
    .refine((rows) => rows.every((row) => row.Max === 0 || row.Min <= row.Max), {
      error: fillMessage(messages.feeTableInvalid, { name }),
    });
const count = (max: number) => z.number().int().min(0).max(max);

/** The settings editor: every key of Settings with the rules that keep the portal working. */
export const settingsUpdateSchema = z.object({
  CurrentRate: z
    .number({ error: messages.rateInvalid })
    .positive(messages.rateInvalid)
    .max(100_000, messages.rateInvalid),
  FeeBuyer: rangeTable,
  MinBuyerFee: vnd,
  DepositPercent: percent,
  InspectionFees: feeTable('Phí kiểm đếm'),
  WoodenCrate: z.object({
    FirstKgCNY: z.number().min(0).max(10_000),
    NextKgCNY: z.number().min(0).max(10_000),
  }),
  ShippingPrices: z
    .array(
      z.object({ WarehouseId: idField(messages.warehouseUnknown), Tiers: feeTable('Giá cước') }),
    )
    .min(1),
  VolumetricDivisor: z.number().int().min(1000).max(10_000),
  MinChargedWeight: z.number().min(0).max(100),
  InsurancePercent: percent,
  FreeStorageDays: count(365),
  StorageFeePerKgDay: vnd,
  NotifySite: text(500),
  ExtensionLink: link,
  CustomerLevels: z
    .array(
      z.object({
        Level: z.number().int().min(0).max(20),
        Name: requiredText(messages.fullNameRequired).max(50),
        MinSpending: vnd,
        DepositPercent: percent,
        FeeBuyerDiscount: percent,
        WeightFeeDiscount: percent,
      }),
    )
    .min(1, messages.levelsInvalid)
    .refine(
      (levels) =>
        levels.every(
          (level, index) =>
            level.Level === index &&
            (index === 0 || level.MinSpending > (levels[index - 1]?.MinSpending ?? 0)),
        ),
      { error: messages.levelsInvalid },
    ),
  Contacts: z.object({
    Offices: z
      .array(
        z.object({
          Name: requiredText(messages.fullNameRequired).max(100),
          Address: text(255),
          Phone: text(50),
        }),
      )
      .max(10),
    Hotline: text(50),
    WarehousePhone: text(50),
    FeedbackPhone: text(50),
  }),
  BankAccounts: z
    .array(
      z.object({
        Id: idField(messages.bankAccountUnknown),
        BankName: requiredText(messages.bankNameRequired).max(100),
        BankBin: z.string().regex(/^\d{6}$/, messages.bankBinInvalid),
        AccountNumber: z.string().regex(/^[0-9]{6,20}$/, messages.accountNumberInvalid),
        AccountName: requiredText(messages.accountNameRequired).max(100),
        Branch: text(100),
      }),
    )
    .min(1, messages.bankAccountsRequired),
});
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;
