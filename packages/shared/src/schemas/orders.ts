import { z } from 'zod';
import { messages } from '../messages.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement } from './common.js';
import { customerPagingFields } from './list-cursor.js';
import { feeTier } from './answers.js';
import { complaintRow } from './complaints.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { photoShown } from './photos.js';
import {
  idField,
  ifNoIssueYet,
  optionalHttpLink,
  optionalInt,
  optionalText,
  requiredText,
} from './fields.js';

/** Carts and purchase orders (DESIGN §5, §8). CNY prices travel as numbers with 2 decimals. */

export const SHOP_SITES = ['taobao', 'tmall', '1688', 'pinduoduo', 'weidian', 'other'] as const;
export type Site = (typeof SHOP_SITES)[number];

export const priceCnyField = z
  .number({ error: messages.priceInvalid })
  .positive({ error: messages.priceInvalid })
  .max(1_000_000, { error: messages.priceInvalid })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: messages.priceInvalid,
  });
export const quantityField = z
  .number({ error: messages.quantityInvalid })
  .int({ error: messages.quantityInvalid })
  .min(1, { error: messages.quantityInvalid })
  .max(10_000, { error: messages.quantityInvalid });

const itemFields = {
  ProductName: requiredText(messages.productNameRequired).max(500, {
    error: messages.productNameTooLong,
    ...ifNoIssueYet,
  }),
  ProductLink: optionalHttpLink(1000),
  ImageUrl: optionalHttpLink(1000),
  Properties: optionalText(255, messages.propertiesTooLong),
  PriceCNY: priceCnyField,
  Quantity: quantityField,
  Note: optionalText(255, messages.noteTooLong),
};
const shopFields = {
  ShopName: requiredText(messages.shopNameRequired).max(255, {
    error: messages.shopNameRequired,
    ...ifNoIssueYet,
  }),
  ShopLink: optionalHttpLink(500),
  Site: z.enum(SHOP_SITES, { error: messages.linkInvalid }).default('other'),
};

/** Where an item came from: the browser extension, a pasted link, or typed by hand. */
export const ADD_SOURCES = ['extension', 'link', 'manual'] as const;
export type AddSource = (typeof ADD_SOURCES)[number];

/** A shop's own id of an item or of one of its variants (SKU): digits only, '' when unknown. */
const shopIdField = z
  .string({ error: messages.itemIdInvalid })
  .trim()
  .regex(/^\d{0,20}$/, { error: messages.itemIdInvalid })
  .nullish()
  .transform((value) => value ?? '');

/** A 1688 quantity price tier: from MinQuantity pieces on, each costs PriceCNY. */
export const priceTierSchema = z.object({
  MinQuantity: quantityField,
  PriceCNY: priceCnyField,
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/** A shop's quantity price tiers, the smallest quantity first; [] when the price is one. */
export const priceTiersField = z
  .array(priceTierSchema, { error: messages.priceTiersInvalid })
  .max(10, { error: messages.priceTiersInvalid })
  .refine(
    (tiers) =>
      tiers.every((tier, index) => index === 0 || tier.MinQuantity > tiers[index - 1]!.MinQuantity),
    { error: messages.priceTiersInvalid },
  )
  .default([]);

/** The unit price in fen for a quantity: the tier it reaches, else the first tier; null without tiers. */
export function tierPriceFen(tiers: readonly PriceTier[], quantity: number): number | null {
  let reached: PriceTier | undefined = tiers[0];
  for (const tier of tiers) if (quantity >= tier.MinQuantity) reached = tier;
  return reached ? Math.round(reached.PriceCNY * 100) : null;
}

/**
 * order/addtocart: one item into the cart of its shop. The extension also sends the shop's ids,
 * the 1688 price tiers and minimum; with tiers the server sets the unit price from the quantity.
 */
export const addToCartSchema = z.object({
  ...shopFields,
  ...itemFields,
  ItemId: shopIdField,
  SkuId: shopIdField,
  ShopId: optionalText(64, messages.itemIdInvalid),
  PriceTiers: priceTiersField,
  MinQuantity: quantityField.default(1),
  Source: z.enum(ADD_SOURCES, { error: messages.addSourceInvalid }).default('manual'),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** order/updatecartitemfield/{id}: one field of an item. */
export const cartItemFieldSchema = z.discriminatedUnion(
  'Field',
  [
    z.object({ Field: z.literal('Quantity'), Value: quantityField }),
    z.object({ Field: z.literal('Note'), Value: optionalText(255, messages.noteTooLong) }),
    z.object({
      Field: z.literal('Properties'),
      Value: optionalText(255, messages.propertiesTooLong),
    }),
  ],
  { error: messages.cartFieldInvalid },
);
export type CartItemFieldInput = z.infer<typeof cartItemFieldSchema>;

/** order/updatecartfield/{id}: the shop's note or an option. */
export const cartFieldSchema = z.discriminatedUnion(
  'Field',
  [
    z.object({ Field: z.literal('Note'), Value: optionalText(255, messages.noteTooLong) }),
    z.object({ Field: z.literal('IsInspection'), Value: z.boolean() }),
    z.object({ Field: z.literal('IsWoodenCrate'), Value: z.boolean() }),
  ],
  { error: messages.cartFieldInvalid },
);
export type CartFieldInput = z.infer<typeof cartFieldSchema>;

/** orderbuyids, updateorderdeposit, updateorderpay: several carts or orders at once. */
export const idsSchema = z.object({
  Ids: z
    .array(idField(messages.ordersRequired), { error: messages.ordersRequired })
    .min(1, { error: messages.ordersRequired })
    .max(100, { error: messages.ordersRequired }),
});
export type IdsInput = z.infer<typeof idsSchema>;

/** order/createorder: an order without a cart. */
export const createOrderSchema = z.object({
  ...shopFields,
  Note: optionalText(255, messages.noteTooLong),
  IsInspection: z.boolean().default(false),
  IsWoodenCrate: z.boolean().default(false),
  Items: z
    .array(z.object(itemFields), { error: messages.cartEmpty })
    .min(1, { error: messages.cartEmpty })
    .max(200),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderListQuery = z
  .object({
    orderCode: z.string().trim().max(50).optional(),
    state: optionalInt(11, messages.statusInvalid),
    wareHouse: optionalInt(2_147_483_647, messages.warehouseUnknown),
    ...customerPagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const cartItemRow = z.object({
  Id: z.number().int(),
  ProductName: z.string(),
  ProductLink: z.string(),
  ImageUrl: z.string(),
  Properties: z.string(),
  PriceCNY: z.number(),
  Quantity: z.number().int(),
  Note: z.string(),
  /** The shop's ids of the item and of the chosen variant; '' for an item typed by hand. */
  ItemId: z.string(),
  SkuId: z.string(),
  /** 1688: the quantity price tiers and the shop's minimum (1 where there is none). */
  PriceTiers: z.array(priceTierSchema),
  MinQuantity: z.number().int(),
});
export type CartItemRow = z.infer<typeof cartItemRow>;

/** getcarts: each shop's cart with the estimates an order of it would carry at today's rate. */
export const cartRow = z.object({
  Id: z.number().int(),
  ShopName: z.string(),
  ShopLink: z.string(),
  Site: z.string(),
  Note: z.string(),
  IsInspection: z.boolean(),
  IsWoodenCrate: z.boolean(),
  CartItems: z.array(cartItemRow),
  TotalCNY: z.number(),
  TotalVND: z.number().int(),
  BuyerFee: z.number().int(),
  InspectionFee: z.number().int(),
  DepositAmount: z.number().int(),
});
export type CartRow = z.infer<typeof cartRow>;

export const ordersCreated = z.object({
  Orders: z.array(z.object({ Id: z.number().int(), Code: z.string() })),
});
export type OrdersCreated = z.infer<typeof ordersCreated>;

export const orderRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ShopName: z.string(),
  State: z.number().int(),
  StateName: z.string(),
  WarehouseId: z.number().int().nullable(),
  WarehouseName: z.string(),
  ItemCount: z.number().int(),
  GoodsAmountCNY: z.number(),
  TotalAmount: z.number().int(),
  PaidAmount: z.number().int(),
  AmountDue: z.number().int(),
  DepositAmount: z.number().int(),
  CreatedDate: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** A parcel (kiện) with its weights in kg and sizes in cm, and its fee with the formula. */
export const transportRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  TransportCode: z.string(),
  OrderCode: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  Weight: z.number().nullable(),
  Length: z.number().nullable(),
  Width: z.number().nullable(),
  Height: z.number().nullable(),
  VolumeWeight: z.number().nullable(),
  ChargedWeight: z.number().nullable(),
  Fee: z.number().int(),
  FeeFormula: z.string(),
  WarehouseName: z.string(),
  /** When it reached a Vietnamese warehouse; null before. */
  ArrivedDate: z.string().nullable(),
  CreatedDate: z.string(),
});
export type TransportRow = z.infer<typeof transportRow>;

export const feeLineRow = z.object({
  Kind: z.number().int(),
  KindName: z.string(),
  Amount: z.number().int(),
  Note: z.string(),
  History: z.array(
    z.object({
      OldAmount: z.number().int(),
      NewAmount: z.number().int(),
      Reason: z.string(),
      ChangedDate: z.string(),
    }),
  ),
});

export const orderDetail = orderRow.extend({
  ShopLink: z.string(),
  Site: z.string(),
  Note: z.string(),
  IsInspection: z.boolean(),
  IsWoodenCrate: z.boolean(),
  Rate: z.number(),
  RateLockedAt: z.string(),
  /** Ours: the customer's level when ordering, its deposit percent and buyer-fee discount. */
  LevelName: z.string(),
  DepositPercent: z.number(),
  BuyerFeeDiscount: z.number(),
  Items: z.array(
    cartItemRow.extend({
      QuantityBought: z.number().int().nullable(),
      /** As the warehouse counted it (kiểm đếm); null until counted. */
      QuantityReceived: z.number().int().nullable(),
      /** What the warehouse wrote when counting it ('' without a note). */
      CountNote: z.string(),
    }),
  ),
  /** When the warehouse last counted the order's items; null until then. */
  CountedDate: z.string().nullable(),
  FeeLines: z.array(feeLineRow),
  Transports: z.array(transportRow),
  /** Its complaints, oldest first, with their status and refund (a refund is also a fee line). */
  Complaints: z.array(complaintRow),
  /** Photos of the goods as counted at the warehouse (kiểm đếm). */
  Photos: z.array(photoShown),
  History: z.array(
    z.object({
      State: z.number().int(),
      StateName: z.string(),
      CreatedDate: z.string(),
      Note: z.string(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** What a payment of several orders took, and what is left in the wallet. */
export const paymentAnswer = z.object({ Amount: z.number().int(), Balance: z.number().int() });
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** The operator calls of an order's life (DESIGN §6). */

export const adminOrderListQuery = z.object({ state: statusesQuery(11), ...consoleListFields });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

/** A Chinese tracking number as the scanners and customers type it; stored upper-case. */
export const transportCodeField = z
  .string({ error: messages.transportCodeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,50}$/, { error: messages.transportCodeInvalid })
  .transform((code) => code.toUpperCase());
export const transportCodesSchema = z.object({
  TransportCodes: z
    .array(transportCodeField, { error: messages.transportCodesRequired })
    .min(1, { error: messages.transportCodesRequired })
    .max(50),
});
export type TransportCodesInput = z.infer<typeof transportCodesSchema>;

export const boughtSchema = z.object({
  ShopOrderNumber: requiredText(messages.shopOrderNumberRequired).max(100, {
    error: messages.shopOrderNumberRequired,
    ...ifNoIssueYet,
  }),
  InlandShippingCNY: z
    .number({ error: messages.priceInvalid })
    .min(0, { error: messages.priceInvalid })
    .max(100_000, { error: messages.priceInvalid }),
  Items: z
    .array(
      z.object({
        Id: idField(messages.itemsMismatch),
        PriceCNY: priceCnyField,
        QuantityBought: z
          .number({ error: messages.quantityBoughtInvalid })
          .int({ error: messages.quantityBoughtInvalid })
          .min(0, { error: messages.quantityBoughtInvalid })
          .max(10_000, { error: messages.quantityBoughtInvalid }),
      }),
      { error: messages.itemsMismatch },
    )
    .min(1, { error: messages.itemsMismatch })
    .max(200),
});
export type BoughtInput = z.infer<typeof boughtSchema>;

/** orders/{id}/count (kiểm đếm, DESIGN §11): every item of the order once, as counted. */
export const countSchema = z.object({
  Items: z
    .array(
      z.object({
        Id: idField(messages.itemsMismatch),
        QuantityReceived: z
          .number({ error: messages.quantityReceivedInvalid })
          .int({ error: messages.quantityReceivedInvalid })
          .min(0, { error: messages.quantityReceivedInvalid })
          .max(100_000, { error: messages.quantityReceivedInvalid }),
        Note: optionalText(255, messages.countNoteTooLong),
      }),
      { error: messages.itemsMismatch },
    )
    .min(1, { error: messages.itemsMismatch })
    .max(200, { error: messages.itemsMismatch })
    .refine((items) => new Set(items.map((item) => item.Id)).size === items.length, {
      error: messages.itemsMismatch,
    }),
});
export type CountInput = z.infer<typeof countSchema>;

/** A size in cm and a weight in kg, as the tape and the scale give them (parcels, bags). */
export const centimetres = z
  .number({ error: messages.sizeInvalid })
  .min(0, { error: messages.sizeInvalid })
  .max(500, { error: messages.sizeInvalid });
export const kilograms = z
  .number({ error: messages.weightInvalid })
  .positive({ error: messages.weightInvalid })
  .max(1000, { error: messages.weightInvalid });
export const receiveChinaSchema = z.object({
  TransportCode: transportCodeField,
  Weight: kilograms,
  Length: centimetres.default(0),
  Width: centimetres.default(0),
  Height: centimetres.default(0),
});
export type ReceiveChinaInput = z.infer<typeof receiveChinaSchema>;

export const receiveVietnamSchema = z.object({
  TransportCode: transportCodeField,
  WarehouseId: idField(messages.warehouseRequired),
  /** The bag being received (DESIGN §11): a parcel not on its manifest is received, and shown as extra. */
  BagId: idField(messages.bagUnknown).optional(),
});
export type ReceiveVietnamInput = z.infer<typeof receiveVietnamSchema>;

export const adminOrderRow = orderRow.extend({ CustomerCode: z.string() });
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderDetail = orderDetail.extend({
  /** Who ordered, for the buyer to call or open in the console. */
  CustomerId: z.number().int(),
  CustomerCode: z.string(),
  CustomerName: z.string(),
  CustomerPhone: z.string(),
  ShopOrderNumber: z.string(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** updateorderfield/{id}/{field} and updateorderitemfield/{id}/{field}: `{Value}` by field. */
export const orderFieldValues = {
  Note: optionalText(255, messages.noteTooLong),
  IsInspection: z.boolean({ error: messages.cartFieldInvalid }),
  IsWoodenCrate: z.boolean({ error: messages.cartFieldInvalid }),
} as const;
export const orderItemFieldValues = {
  Quantity: quantityField,
  Note: optionalText(255, messages.noteTooLong),
} as const;
export const orderFieldParams = z.object({
  id: idField(messages.pathIdInvalid),
  field: z.enum(Object.keys(orderFieldValues) as [keyof typeof orderFieldValues], {
    error: messages.cartFieldInvalid,
  }),
});
export const orderItemFieldParams = z.object({
  id: idField(messages.pathIdInvalid),
  field: z.enum(Object.keys(orderItemFieldValues) as [keyof typeof orderItemFieldValues], {
    error: messages.cartFieldInvalid,
  }),
});
export const fieldValueSchema = z.object({ Value: z.unknown() });

/** account/getprices: every fee table as staff set it, for the public price page. */
export const pricesAnswer = z.object({
  CurrentRate: z.number(),
  FeeBuyer: z.array(feeTier),
  MinBuyerFee: z.number(),
  InspectionFees: z.array(feeTier),
  WoodenCrate: z.object({ FirstKgCNY: z.number(), NextKgCNY: z.number() }),
  ShippingPrices: z.array(
    z.object({ WarehouseId: z.number().int(), WarehouseName: z.string(), Tiers: z.array(feeTier) }),
  ),
  VolumetricDivisor: z.number(),
  MinChargedWeight: z.number(),
  InsurancePercent: z.number(),
  FreeStorageDays: z.number(),
  StorageFeePerKgDay: z.number(),
  CustomerLevels: z.array(
    z.object({
      Name: z.string(),
      MinSpending: z.number(),
      DepositPercent: z.number(),
      FeeBuyerDiscount: z.number(),
      WeightFeeDiscount: z.number(),
    }),
  ),
});
export type PricesAnswer = z.infer<typeof pricesAnswer>;

/** order/addshopfavorite (ours): a shop the customer buys from often. */
export const shopFavoriteSchema = z.object({
  Name: requiredText(messages.shopNameRequired).max(255, {
    error: messages.shopNameRequired,
    ...ifNoIssueYet,
  }),
  Link: z
    .string({ error: messages.linkInvalid })
    .trim()
    .max(500, { error: messages.linkInvalid })
    .regex(/^https?:\/\/\S+$/, { error: messages.linkInvalid, ...ifNoIssueYet }),
});
export type ShopFavoriteInput = z.infer<typeof shopFavoriteSchema>;
