import { z } from 'zod';
import { fillMessage, messages } from '../messages.js';
import { parseRange } from '../fees.js';
import { notificationEvents, STAFF_ROLES } from '../enums.js';
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
import { extensionVersionField } from './extension.js';
import { rateValue } from './rates.js';

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
  Role: z.enum(STAFF_ROLES, { error: messages.roleInvalid }),
  /**
   * A warehouse worker's Vietnamese warehouse: they receive goods into it only. Empty for the
   * Chinese warehouse's workers and for every other role (stored empty for them).
   */
  WarehouseId: idField(messages.warehouseRequired).nullable().optional(),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** An admin corrects a staff account: the same rules as when it was opened. */
export const updateStaffSchema = createStaffSchema.pick({
  FullName: true,
  Phone: true,
  Role: true,
  WarehouseId: true,
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
  1: 'Đơn hàng, khiếu nại & tiện ích',
  2: 'Kiện & ký gửi',
  3: 'Giao hàng',
  4: 'Tiền',
  5: 'Khách hàng & nhân viên',
  6: 'Cài đặt',
};

/** The entities each kind holds; a row on an entity none lists is Khác. */
export const auditKindEntities: Record<Exclude<AuditKind, 0>, readonly string[]> = {
  1: ['order', 'complaint', 'extension-report'],
  2: ['transport', 'consignment', 'bag'],
  3: ['delivery'],
  4: ['deposit', 'withdrawal', 'bank-transfer', 'statement', 'voucher'],
  5: ['customer', 'staff', 'notification'],
  6: ['settings', 'rate'],
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

/** A mail of the outbox: waiting to leave (no SMTP, its first try or a retry to come), sent, or given up. */
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

const bandNumber = z
  .number({ error: messages.feeBandNumberInvalid })
  .min(0, messages.feeBandNumberInvalid);
const bandFigure = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

/** A row of a fee band table: Từ (Min) – Đến (Max, 0 = no upper limit) → Value. */
export const feeBandRow = z.object({ Min: bandNumber, Max: bandNumber, Value: bandNumber });

/**
 * How one band follows the one above it. `whole`: counts and đồng, so the next band may start one
 * past the last (0–2.000.000, 2.000.001–…); `continuous`: kg, where 10,5 kg must fall in a band,
 * so the next band starts where the last ended (0–10, 10–30). Either way tierFor's first match
 * (min ≤ value ≤ max) finds exactly one band for every value from the first Min on.
 */
export type FeeBandSteps = 'whole' | 'continuous';

/**
 * The band problems of a table, each at the row and field it is about (`[index, 'Min']`), with a
 * sentence that names the row: ascending, no gap, no overlap, only the last band open-ended.
 */
export function feeBandIssues(
  rows: ReadonlyArray<{ Min: number; Max: number }>,
  steps: FeeBandSteps,
): Array<{ path: [number, 'Min' | 'Max']; message: string }> {
  const issues: Array<{ path: [number, 'Min' | 'Max']; message: string }> = [];
  rows.forEach((band, index) => {
    const row = index + 1;
    if (band.Max !== 0 && band.Max < band.Min) {
      issues.push({
        path: [index, 'Max'],
        message: fillMessage(messages.feeBandMaxBelowMin, { row }),
      });
    }
    const above = rows[index - 1];
    if (!above) return;
    if (above.Max === 0) {
      issues.push({
        path: [index - 1, 'Max'],
        message: fillMessage(messages.feeBandOpenNotLast, { row: index }),
      });
      return;
    }
    const next = steps === 'whole' ? above.Max + 1 : above.Max;
    if (band.Min !== above.Max && band.Min !== next) {
      const values = { row, max: bandFigure.format(above.Max), next: bandFigure.format(next) };
      const sentence = steps === 'whole' ? messages.feeBandGap : messages.feeBandGapContinuous;
      issues.push({ path: [index, 'Min'], message: fillMessage(sentence, values) });
    }
  });
  return issues;
}

/** A fee band table (DESIGN §5): 1 to 50 rows in order, checked by feeBandIssues. */
export const feeBands = (name: string, steps: FeeBandSteps, value: z.ZodNumber = bandNumber) =>
  z
    .array(feeBandRow.extend({ Value: value }))
    .min(1, fillMessage(messages.feeBandsRequired, { name }))
    .max(50, fillMessage(messages.feeBandsTooMany, { name }))
    .superRefine((rows, ctx) => {
      for (const issue of feeBandIssues(rows, steps)) ctx.addIssue({ code: 'custom', ...issue });
    });

/** FeeBuyer as the editor shows it, rows of đồng → percent; saved as the map below. */
export const feeBuyerBands = feeBands('Phí mua hàng', 'whole', percent);

/**
 * FeeBuyer keeps the spec's map shape ({"0-2000000": 3}, keys 'min-max' in đồng, values
 * percents) and the same band rules as the other tables, read in the map's order.
 */
const rangeTable = z.record(z.string(), percent).superRefine((table, ctx) => {
  const rows: Array<{ Min: number; Max: number }> = [];
  for (const key of Object.keys(table)) {
    const range = parseRange(key);
    if (range) rows.push({ Min: range.min, Max: range.max });
    else ctx.addIssue({ code: 'custom', message: fillMessage(messages.rangeKeyInvalid, { key }) });
  }
  if (rows.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: fillMessage(messages.feeBandsRequired, { name: 'Phí mua hàng' }),
    });
  }
  for (const issue of feeBandIssues(rows, 'whole')) {
    ctx.addIssue({
      code: 'custom',
      message: fillMessage(messages.feeBuyerBands, { problem: issue.message }),
    });
  }
});

const count = (max: number) => z.number().int().min(0).max(max);

/** The settings editor: every key of Settings with the rules that keep the portal working. */
export const settingsUpdateSchema = z.object({
  // A selling rate set from now (the rate page's rule: at most 2 decimals).
  CurrentRate: rateValue,
  RateMargin: z
    .number({ error: messages.rateMarginInvalid })
    .int(messages.rateMarginInvalid)
    .min(0, messages.rateMarginInvalid)
    .max(10_000, messages.rateMarginInvalid),
  FeeBuyer: rangeTable,
  MinBuyerFee: vnd,
  DepositPercent: percent,
  InspectionFees: feeBands('Phí kiểm đếm', 'whole'),
  WoodenCrate: z.object({
    FirstKgCNY: z.number().min(0).max(10_000),
    NextKgCNY: z.number().min(0).max(10_000),
  }),
  ShippingPrices: z
    .array(
      z.object({
        WarehouseId: idField(messages.warehouseUnknown),
        Tiers: feeBands('Giá cước', 'continuous'),
      }),
    )
    .min(1, fillMessage(messages.feeBandsRequired, { name: 'Giá cước' })),
  VolumetricDivisor: z.number().int().min(1000).max(10_000),
  MinChargedWeight: z.number().min(0).max(100),
  InsurancePercent: percent,
  FreeStorageDays: count(365),
  StorageFeePerKgDay: vnd,
  FreightCostPerKg: vnd,
  NotifySite: text(500),
  ExtensionLink: link,
  ExtensionMinVersion: extensionVersionField,
  ZaloTemplates: z
    .object(
      Object.fromEntries(
        notificationEvents.map((event) => [
          event,
          z
            .string({ error: messages.zaloTemplateInvalid })
            .trim()
            .regex(/^\d{0,20}$/, { error: messages.zaloTemplateInvalid })
            .optional(),
        ]),
      ),
    )
    // Only the events that have a template are kept.
    .transform((templates) =>
      Object.fromEntries(
        Object.entries(templates).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    ),
  ShippingMarkPrefix: z
    .string({ error: messages.shippingMarkInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,12}$/, { error: messages.shippingMarkInvalid }),
  ChinaAddresses: z
    .array(
      z.object({
        WarehouseId: idField(messages.warehouseUnknown),
        Receiver: requiredText(messages.chinaReceiverRequired).max(100, {
          error: fillMessage(messages.textTooLong, { max: 100 }),
          ...ifNoIssueYet,
        }),
        Phone: text(30),
        Address: requiredText(messages.chinaAddressRequired).max(300, {
          error: fillMessage(messages.textTooLong, { max: 300 }),
          ...ifNoIssueYet,
        }),
      }),
    )
    .max(50),
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

/**
 * A save of the settings editor: any of its sections, each key replacing the stored one. The
 * other keys stay as they are, so two sections saved one after the other never undo each other.
 */
export const settingsSaveSchema = settingsUpdateSchema.partial();
export type SettingsSaveInput = z.infer<typeof settingsSaveSchema>;
