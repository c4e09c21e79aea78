import { z } from 'zod';
import { DeliveryMethod } from '../enums.js';
import { messages } from '../messages.js';
import { STREET_MAX } from './addresses.js';
import { checkDateRange, dateRangeFields, dateRangeRefinement } from './common.js';
import { customerPagingFields } from './list-cursor.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { photoShown } from './photos.js';
import {
  idField,
  ifNoIssueYet,
  LIMIT,
  optionalHttpLink,
  optionalInt,
  optionalText,
  requiredText,
  warehouseIdField,
} from './fields.js';
import {
  feeLineRow,
  priceCnyField,
  quantityField,
  transportCodeField,
  transportRow,
} from './orders.js';

/** Parcels, consignments (ký gửi) and delivery slips (DESIGN §5, §6, §8). */

const keyword = z.string().trim().max(100, { error: messages.keywordTooLong }).optional();
const historyRow = z.object({
  Status: z.number().int(),
  StatusName: z.string(),
  CreatedDate: z.string(),
  Note: z.string(),
});
export type StatusHistoryRow = z.infer<typeof historyRow>;

// ---------------------------------------------------------------- parcels

/** order/transports: `code` is the parcel's code (KI…) or its order's or consignment's code. */
export const transportListQuery = z.object({
  code: z.string().trim().max(50, { error: messages.keywordTooLong }).optional(),
  transportCode: z.string().trim().max(50, { error: messages.keywordTooLong }).optional(),
  status: optionalInt(7, messages.statusInvalid),
  ...customerPagingFields,
});
export type TransportListQuery = z.infer<typeof transportListQuery>;

/** order/transportdetails/{id}: the row and its status history. */
export const transportDetail = transportRow.extend({
  History: z.array(historyRow),
  /** The warehouse's photos of the parcel (the customer sees those not kept internal). */
  Photos: z.array(photoShown),
});
export type TransportDetail = z.infer<typeof transportDetail>;

/**
 * admin transports: every customer's parcels (a console list); `unclaimed` lists those no one has
 * registered. The scan screens read it too, one status at a time.
 */
export const adminTransportListQuery = z.object({
  status: statusesQuery(7),
  unclaimed: z
    .enum(['true', 'false'], { error: messages.statusInvalid })
    .optional()
    .transform((value) => value === 'true'),
  ...consoleListFields,
});
export type AdminTransportListQuery = z.infer<typeof adminTransportListQuery>;

export const adminTransportRow = transportRow.extend({
  /** '' for an unclaimed parcel. */
  CustomerCode: z.string(),
  CustomerName: z.string(),
  /** The warehouse it goes to (or lies in, once in Vietnam); '' while unclaimed. */
  DestinationName: z.string(),
});
export type AdminTransportRow = z.infer<typeof adminTransportRow>;

/** admin transports/{id}/label: a 100×150 mm label as a PDF, or as ZPL for a label printer. */
export const labelQuery = z.object({
  format: z.enum(['pdf', 'zpl'], { error: messages.labelFormatInvalid }).default('pdf'),
});

// ---------------------------------------------------------------- consignments

const declaredItemFields = {
  ProductName: requiredText(messages.productNameRequired).max(500, {
    error: messages.productNameTooLong,
    ...ifNoIssueYet,
  }),
  ProductLink: optionalHttpLink(1000),
  Quantity: quantityField,
  PriceCNY: priceCnyField,
  Note: optionalText(255, messages.noteTooLong),
};
export const orderShipItemSchema = z.object(declaredItemFields);
export type OrderShipItemInput = z.infer<typeof orderShipItemSchema>;

/** ordership/createordership. */
export const createOrderShipSchema = z.object({
  WarehouseId: warehouseIdField,
  Note: optionalText(255, messages.noteTooLong),
  TransportCodes: z
    .array(transportCodeField, { error: messages.transportCodeInvalid })
    .max(20, { error: messages.transportCodeInvalid })
    .default([])
    .superRefine((codes, ctx) => {
      const seen = new Set<string>();
      for (const code of codes) {
        if (seen.has(code)) {
          ctx.addIssue({
            code: 'custom',
            message: messages.transportCodesDuplicated.replace('{code}', code),
          });
          return;
        }
        seen.add(code);
      }
    }),
  Items: z
    .array(orderShipItemSchema, { error: messages.consignmentItemsRequired })
    .min(1, { error: messages.consignmentItemsRequired })
    .max(200, { error: messages.consignmentItemsRequired }),
  IsWoodenCrate: z.boolean({ error: messages.cartFieldInvalid }).default(false),
  IsInsurance: z.boolean({ error: messages.cartFieldInvalid }).default(false),
});
export type CreateOrderShipInput = z.infer<typeof createOrderShipSchema>;

/** ordership/addtransportcode/{id}. */
export const addTransportCodeSchema = z.object({ TransportCode: transportCodeField });
export type AddTransportCodeInput = z.infer<typeof addTransportCodeSchema>;

/** ordership/ordershippay: several consignments, all or nothing. */
export const orderShipIdsSchema = z.object({
  Ids: z
    .array(idField(messages.consignmentsRequired), { error: messages.consignmentsRequired })
    .min(1, { error: messages.consignmentsRequired })
    .max(100, { error: messages.consignmentsRequired }),
});

export const orderShipListQuery = z.object({
  status: optionalInt(6, messages.statusInvalid),
  keyword,
  ...customerPagingFields,
});
export type OrderShipListQuery = z.infer<typeof orderShipListQuery>;

export const orderShipRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  WarehouseId: z.number().int(),
  WarehouseName: z.string(),
  Note: z.string(),
  IsWoodenCrate: z.boolean(),
  IsInsurance: z.boolean(),
  ItemCount: z.number().int(),
  TransportCodes: z.array(z.string()),
  /** The declared goods value in CNY (sum of price × quantity). */
  DeclaredCNY: z.number(),
  /** Charged kg of its weighed parcels; null until one is weighed. */
  Weight: z.number().nullable(),
  TotalAmount: z.number().int(),
  PaidAmount: z.number().int(),
  AmountDue: z.number().int(),
  CreatedDate: z.string(),
});
export type OrderShipRow = z.infer<typeof orderShipRow>;

export const orderShipItemRow = z.object({
  Id: z.number().int(),
  ProductName: z.string(),
  ProductLink: z.string(),
  Quantity: z.number().int(),
  PriceCNY: z.number(),
  Note: z.string(),
});
export type OrderShipItemRow = z.infer<typeof orderShipItemRow>;

/** ordership/getordershipdetails/{id}. */
export const orderShipDetail = orderShipRow.extend({
  Rate: z.number(),
  /** Whether items and tracking numbers may still change (nothing received yet). */
  IsEditable: z.boolean(),
  Items: z.array(orderShipItemRow),
  Transports: z.array(transportRow),
  FeeLines: z.array(feeLineRow),
  History: z.array(historyRow),
});
export type OrderShipDetail = z.infer<typeof orderShipDetail>;

/** admin orderships: every customer's consignments (a console list). */
export const adminOrderShipListQuery = z.object({ status: statusesQuery(6), ...consoleListFields });
export type AdminOrderShipListQuery = z.infer<typeof adminOrderShipListQuery>;

export const adminOrderShipRow = orderShipRow.extend({ CustomerCode: z.string() });
export type AdminOrderShipRow = z.infer<typeof adminOrderShipRow>;

/** ordership/statisticordership: counts and sums per status over [from, end]. */
export const orderShipStatisticQuery = z
  .object({ ...dateRangeFields })
  .refine(checkDateRange, dateRangeRefinement);
export type OrderShipStatisticQuery = z.infer<typeof orderShipStatisticQuery>;

const statisticTotals = {
  Count: z.number().int(),
  /** Ours: parcels of those consignments. */
  ParcelCount: z.number().int(),
  Weight: z.number(),
  Amount: z.number().int(),
};
export const orderShipStatistic = z.object({
  ByStatus: z.array(
    z.object({ Status: z.number().int(), StatusName: z.string(), ...statisticTotals }),
  ),
  ...statisticTotals,
});
export type OrderShipStatistic = z.infer<typeof orderShipStatistic>;

// ---------------------------------------------------------------- delivery

/** order/getorderhasvietnam: an order or a consignment in a Vietnamese warehouse, not in a slip. */
export const goodsInVietnamRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Kind: z.number().int(),
  KindName: z.string(),
  Weight: z.number(),
  /** What is still owed on it, storage accrued so far included. */
  AmountDue: z.number().int(),
  /** Ours: the storage fee accrued so far (paid with the slip). */
  StorageFee: z.number().int(),
  WarehouseName: z.string(),
  ArrivedDate: z.string(),
  FreeStorageUntil: z.string(),
});
export type GoodsInVietnamRow = z.infer<typeof goodsInVietnamRow>;

/** A province (2 digits) or ward (5 digits) code of the units since 1 July 2025; '' when absent. */
const unitCode = (digits: number, error: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{${digits}})?$`), { error })
    .nullish()
    .transform((value) => value ?? '');

const receiverPhone = z
  .string({ error: messages.receiverPhoneInvalid })
  .transform((phone) => phone.replace(/[\s.()-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{8,15}$/, { error: messages.receiverPhoneInvalid }));

/**
 * order/createrequestdelivery. Ours beside the spec's fields: the province and ward codes the
 * address was chosen from (units since 1 July 2025), its "số nhà, tên đường" part, and whether to
 * remember it. A pickup at the warehouse (Method 1) needs no address; a door delivery does.
 */
export const createDeliverySchema = z
  .object({
    ListOrders: z
      .array(z.string().trim().min(1).max(30), { error: messages.deliveryGoodsRequired })
      .min(1, { error: messages.deliveryGoodsRequired })
      .max(100, { error: messages.deliveryGoodsRequired }),
    ReceiverName: requiredText(messages.receiverNameRequired).max(100, {
      error: messages.receiverNameRequired,
      ...ifNoIssueYet,
    }),
    ReceiverPhone: receiverPhone,
    Address: optionalText(LIMIT.address, messages.addressTooLong),
    ProvinceCode: unitCode(2, messages.provinceUnknown),
    WardCode: unitCode(5, messages.wardNotInProvince),
    Street: optionalText(STREET_MAX, messages.streetTooLong),
    SaveAddress: z.boolean().optional().default(false),
    Method: z.union([z.literal(1), z.literal(2)], { error: messages.deliveryMethodInvalid }),
    Note: optionalText(255, messages.noteTooLong),
  })
  .superRefine((input, ctx) => {
    const chosen = input.ProvinceCode !== '' || input.WardCode !== '';
    if (chosen && input.ProvinceCode === '')
      ctx.addIssue({ code: 'custom', path: ['ProvinceCode'], message: messages.provinceRequired });
    if (chosen && input.WardCode === '')
      ctx.addIssue({ code: 'custom', path: ['WardCode'], message: messages.wardRequired });
    if (chosen && input.Street === '')
      ctx.addIssue({ code: 'custom', path: ['Street'], message: messages.streetRequired });
    if (!chosen && input.Method === DeliveryMethod.Door && input.Address === '')
      ctx.addIssue({ code: 'custom', path: ['Address'], message: messages.addressRequired });
  });
export type CreateDeliveryInput = z.infer<typeof createDeliverySchema>;
/** The body as a client sends it (optional fields may be left out). */
export type CreateDeliveryBody = z.input<typeof createDeliverySchema>;

export const deliveryCreated = z.object({
  Id: z.number().int(),
  Code: z.string(),
  /** Ours: what the slip took from the wallet, and what is left. */
  Amount: z.number().int(),
  Balance: z.number().int(),
});
export type DeliveryCreated = z.infer<typeof deliveryCreated>;

export const deliveryListQuery = z
  .object({
    keyword,
    status: optionalInt(3, messages.statusInvalid),
    ...customerPagingFields,
    ...dateRangeFields,
  })
  .refine(checkDateRange, dateRangeRefinement);
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;

export const deliveryRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  /** The codes it carries, as a JSON string (spec §3). */
  ListOrders: z.string(),
  ReceiverName: z.string(),
  ReceiverPhone: z.string(),
  Address: z.string(),
  Method: z.number().int(),
  MethodName: z.string(),
  Note: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  TotalWeight: z.number(),
  AmountPaid: z.number().int(),
  WarehouseName: z.string(),
  /** Proof of delivery: who took the goods ('' until delivered, or when staff wrote no name). */
  DeliveredTo: z.string(),
  /** Proof of delivery: the photos staff took at the hand-over. */
  DeliveryPhotos: z.array(photoShown),
  CreatedDate: z.string(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

/** admin deliveries/{id}/deliver: who took the goods (the console asks on every hand-over). */
export const deliverSchema = z.preprocess(
  // No body at all (a call from before proof of delivery) is a hand-over with no name written.
  (value) => value ?? {},
  z.object({
    ReceiverName: optionalText(100, messages.fullNameTooLong),
    /** The proof photo, uploaded first to deliveries/{id}/photos. */
    Photo: idField(messages.deliveryPhotoUnknown).optional(),
  }),
);
export type DeliverInput = z.infer<typeof deliverSchema>;

export const adminDeliveryListQuery = z.object({ status: statusesQuery(3), ...consoleListFields });
export type AdminDeliveryListQuery = z.infer<typeof adminDeliveryListQuery>;

export const adminDeliveryRow = deliveryRow.extend({
  CustomerCode: z.string(),
  CustomerName: z.string(),
  /**
   * Its parcels, for the printed slip and the hand-over check: each one's scale weight and the
   * charged weight its fee was reckoned by (TotalWeight is the sum of those).
   */
  Parcels: z.array(
    z.object({
      Code: z.string(),
      TransportCode: z.string(),
      OrderCode: z.string(),
      Weight: z.number(),
      ChargedWeight: z.number(),
    }),
  ),
});
export type AdminDeliveryRow = z.infer<typeof adminDeliveryRow>;
