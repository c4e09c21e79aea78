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

/** Calls of the operator console (/api/admin/...). */

export const customerSearchQuery = z.object({
  keyword: z.string().trim().max(100, messages.keywordTooLong).optional(),
  ...pagingFields,
});
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

export const auditQuery = z.object({
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(50).optional(),
  ...pagingFields,
});
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
