import { z } from 'zod';
import { messages } from '../messages.js';
import { consoleListFields, statusesQuery } from './console-list.js';
import { idField, warehouseIdField } from './fields.js';
import { centimetres, kilograms, transportCodeField } from './orders.js';

/** Bags (bao) packed in China and the calls of their life (DESIGN §11). */

/** A bag's code as its manifest prints it (BAO000123); typed in small letters too. */
export const bagCodeField = z
  .string({ error: messages.bagCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^BAO\d{6,10}$/, { error: messages.bagCodeInvalid });

/** Whether a scanned code names a bag rather than a parcel: the scan screens route it by this. */
export const isBagCode = (code: string): boolean => /^BAO\d{6,10}$/i.test(code.trim());

export const createBagSchema = z.object({
  DestinationWarehouseId: warehouseIdField,
  /** The origin, where the business packs in several places; absent for the one Chinese warehouse. */
  WarehouseId: idField(messages.warehouseUnknown).optional(),
});
export type CreateBagInput = z.infer<typeof createBagSchema>;

/** A parcel scanned into a bag: our code (KI…) from its label or its tracking number. */
export const bagParcelSchema = z.object({ Code: transportCodeField });
export type BagParcelInput = z.infer<typeof bagParcelSchema>;

export const closeBagSchema = z.object({
  Weight: kilograms,
  Length: centimetres.optional(),
  Width: centimetres.optional(),
  Height: centimetres.optional(),
});
export type CloseBagInput = z.infer<typeof closeBagSchema>;

export const receiveBagSchema = z.object({ WarehouseId: warehouseIdField });
export type ReceiveBagInput = z.infer<typeof receiveBagSchema>;

/**
 * transports/ship: whole closed bags, loose parcels, or both in one batch (all or nothing); at
 * least one code.
 */
export const shipSchema = z
  .object({
    TransportCodes: z.array(transportCodeField).max(50).default([]),
    BagCodes: z.array(bagCodeField).max(50).default([]),
  })
  .refine((input) => input.TransportCodes.length + input.BagCodes.length > 0, {
    error: messages.shipCodesRequired,
    path: ['TransportCodes'],
  });
export type ShipInput = z.infer<typeof shipSchema>;

export const bagListQuery = z.object({ status: statusesQuery(3), ...consoleListFields });
export type BagListQuery = z.infer<typeof bagListQuery>;

export const bagRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  DestinationWarehouseId: z.number().int(),
  DestinationName: z.string(),
  ParcelCount: z.number().int(),
  /** kg, as weighed when closed; null while open. */
  Weight: z.number().nullable(),
  CreatedDate: z.string(),
  ClosedDate: z.string().nullable(),
  ShippedDate: z.string().nullable(),
  ArrivedDate: z.string().nullable(),
});
export type BagRow = z.infer<typeof bagRow>;

export const bagParcelRow = z.object({
  Id: z.number().int(),
  Code: z.string(),
  TransportCode: z.string(),
  CustomerCode: z.string(),
  /** Its order's or consignment's code. */
  OrderCode: z.string(),
  Weight: z.number().nullable(),
  /** Scanned in at a Vietnamese warehouse. */
  Received: z.boolean(),
});
export type BagParcelRow = z.infer<typeof bagParcelRow>;

export const bagDetail = bagRow.extend({
  /** cm, as measured when closed. */
  Length: z.number().nullable(),
  Width: z.number().nullable(),
  Height: z.number().nullable(),
  /** The Vietnamese warehouse that received it; '' before. */
  ArrivedWarehouseName: z.string(),
  /** The manifest, in the order the parcels were scanned in. */
  Parcels: z.array(bagParcelRow),
  /** Once it arrived: the codes of its parcels not yet received in Vietnam. */
  Missing: z.array(z.string()),
  /** Parcels received while this bag was being checked that are not on its manifest. */
  Extra: z.array(z.string()),
});
export type BagDetail = z.infer<typeof bagDetail>;

/** bags/{id}/manifest: the printed manifest (A4 PDF) or a workbook. */
export const manifestQuery = z.object({
  format: z.enum(['pdf', 'xlsx'], { error: messages.manifestFormatInvalid }).default('pdf'),
});
