import { z } from 'zod';

/** Shapes of the answers (DESIGN §8); the server serialises through them, so no internal column leaks. */

export const tokenAnswer = z.object({ token: z.string() });
export const messageAnswer = z.object({ Message: z.string() });
export const registerAnswer = z.object({ Id: z.number().int(), Code: z.string() });

export const warehouse = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
});
export type Warehouse = z.infer<typeof warehouse>;

export const userInfo = z.object({
  Id: z.number().int(),
  Code: z.string(),
  UserName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  FullName: z.string(),
  Address: z.string(),
  Avatar: z.string(),
  WarehouseId: z.number().int().nullable(),
  WarehouseName: z.string(),
  Level: z.number().int(),
  LevelName: z.string(),
  Role: z.string(),
  CreatedDate: z.string(),
  // A staff member's read-only "view as customer" session (DESIGN §5).
  ViewOnly: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const bankAccount = z.object({
  Id: z.number().int(),
  BankName: z.string(),
  BankBin: z.string(),
  AccountNumber: z.string(),
  AccountName: z.string(),
  Branch: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const office = z.object({ Name: z.string(), Address: z.string(), Phone: z.string() });
export const contacts = z.object({
  Offices: z.array(office),
  Hotline: z.string(),
  WarehousePhone: z.string(),
  FeedbackPhone: z.string(),
});
export type Contacts = z.infer<typeof contacts>;

export const customerLevel = z.object({
  Level: z.number().int(),
  Name: z.string(),
  MinSpending: z.number(),
  DepositPercent: z.number(),
  FeeBuyerDiscount: z.number(),
  WeightFeeDiscount: z.number(),
});
export type CustomerLevel = z.infer<typeof customerLevel>;

/** The name staff gave a customer level (Thường, VIP1, ...); '' for a level no longer in the table. */
export function customerLevelName(levels: readonly CustomerLevel[], level: number): string {
  return levels.find((entry) => entry.Level === level)?.Name ?? '';
}

/**
 * The Chinese warehouse a destination warehouse's goods are sent to, as a shop needs it: in
 * Chinese, with a receiver and a phone (DESIGN §11). See china-address.ts for the lines a
 * customer copies, with their shipping mark.
 */
export const chinaAddress = z.object({
  WarehouseId: z.number().int(),
  Receiver: z.string(),
  Phone: z.string(),
  Address: z.string(),
});
export type ChinaAddress = z.infer<typeof chinaAddress>;

/** What the login and register screens show before anyone signs in. */
export const publicSettings = z.object({ Contacts: contacts, BankAccounts: z.array(bankAccount) });
export type PublicSettings = z.infer<typeof publicSettings>;

/** A row of a fee table (DESIGN §5): Min ≤ value ≤ Max, Max 0 = no upper limit, first match wins. */
export const feeTier = z.object({ Min: z.number(), Max: z.number(), Value: z.number() });

export const settings = publicSettings.extend({
  /** The selling rate in force now (modules/settings/rate-in-force.ts), VND per 1 CNY. */
  CurrentRate: z.number(),
  /** Đồng added to Vietcombank's transfer rate in the morning's proposal of the selling rate. */
  RateMargin: z.number(),
  FeeBuyer: z.record(z.string(), z.number()),
  /** The buyer fee's floor per order, VND. */
  MinBuyerFee: z.number(),
  DepositPercent: z.number(),
  NotifySite: z.string(),
  ExtensionLink: z.string(),
  /** The oldest browser extension that may still add to the cart (extension/config MinVersion). */
  ExtensionMinVersion: z.string(),
  /** Zalo ZNS: each event's approved template id ('' or absent: not sent on Zalo). */
  ZaloTemplates: z.record(z.string(), z.string()),
  CustomerLevels: z.array(customerLevel),
  /** Kiểm đếm: VND per item by the order's item count. */
  InspectionFees: z.array(feeTier),
  /** Đóng gỗ: CNY for the first kg and per further started kg. */
  WoodenCrate: z.object({ FirstKgCNY: z.number(), NextKgCNY: z.number() }),
  /** VND per charged kg by the shipment's kg band, per destination warehouse. */
  ShippingPrices: z.array(z.object({ WarehouseId: z.number().int(), Tiers: z.array(feeTier) })),
  VolumetricDivisor: z.number(),
  /** kg */
  MinChargedWeight: z.number(),
  InsurancePercent: z.number(),
  FreeStorageDays: z.number().int(),
  StorageFeePerKgDay: z.number(),
  /**
   * What the carrier charges the business per kg from China to Vietnam: the profit report's
   * freight cost (never shown to customers).
   */
  FreightCostPerKg: z.number(),
  /** What customers write beside their code on a shop's order so the Chinese warehouse knows them. */
  ShippingMarkPrefix: z.string(),
  /** The Chinese warehouse each destination warehouse's goods are sent to, in Chinese for the shop. */
  ChinaAddresses: z.array(chinaAddress),
});
export type Settings = z.infer<typeof settings>;

export const messageRow = z.object({
  Id: z.number().int(),
  MessageType: z.number().int(),
  MessageTypeName: z.string(),
  CreatedDate: z.string(),
  Note: z.string(),
  IsRead: z.boolean(),
});
export type MessageRow = z.infer<typeof messageRow>;

/**
 * Settings as the portal loads them: what staff set, and what the server's configuration says
 * (never its keys). The rate margin is the business's own: customers see the rate, not its make-up;
 * Zalo's template ids are of no use to them.
 */
export const portalSettings = settings.omit({ RateMargin: true, ZaloTemplates: true }).extend({
  /** A bank-notification service (SePay or Casso) is set up: transfers are confirmed without staff. */
  AutoConfirmDeposits: z.boolean(),
});
export type PortalSettings = z.infer<typeof portalSettings>;

export const settingDefaultAnswer = z.object({
  Settings: portalSettings,
  TotalMessage: z.number().int(),
  Messages: z.array(messageRow),
});
export type SettingDefaultAnswer = z.infer<typeof settingDefaultAnswer>;

export const shopFavorite = z.object({
  /** Ours: to remove it. */
  Id: z.number().int(),
  Name: z.string(),
  Link: z.string(),
  // spec §3: ItemLinks travels as a JSON string holding a list of links.
  ItemLinks: z.string(),
});
export type ShopFavorite = z.infer<typeof shopFavorite>;

export const supporter = z.object({ Name: z.string(), Phone: z.string(), Email: z.string() });
export type Supporter = z.infer<typeof supporter>;

export const dashboardAnswer = z.object({
  CurrentRate: z.number(),
  ExtensionLink: z.string(),
  NumberCarts: z.number().int(),
  PocketMoney: z.number().int(),
  ShopFavorites: z.array(shopFavorite),
  Supporter: supporter.nullable(),
  /** Ours: how many of the customer's orders are in each state that has any. */
  OrderCounts: z.array(
    z.object({ State: z.number().int(), StateName: z.string(), Count: z.number().int() }),
  ),
  /** Ours: how many of the customer's parcels are in each status that has any. */
  TransportCounts: z.array(
    z.object({ Status: z.number().int(), StatusName: z.string(), Count: z.number().int() }),
  ),
  /** Ours: orders and consignments in Vietnam whose rest is due, and the sum. */
  WaitingPayment: z.object({
    Orders: z.number().int(),
    Consignments: z.number().int(),
    Amount: z.number().int(),
  }),
  /** Ours: the goods in Vietnam (outside a slip) whose free storage ends first. */
  StorageDeadline: z
    .object({ Code: z.string(), FreeStorageUntil: z.string(), StorageFee: z.number().int() })
    .nullable(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

export const updateReadAnswer = z.object({
  Updated: z.number().int(),
  TotalMessage: z.number().int(),
});
