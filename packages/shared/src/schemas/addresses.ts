import { z } from 'zod';
import { messages } from '../messages.js';
import { requiredText } from './fields.js';

/**
 * Vietnam's administrative units since 1 July 2025 (34 provinces and cities, each of wards,
 * communes and special zones) and the customer's remembered delivery addresses.
 */

/** account/provinces: a province or city, its name as an address ends ("Thành phố Hà Nội", "Tỉnh Cao Bằng"). */
export const provinceRow = z.object({ Code: z.string(), Name: z.string() });
export type ProvinceRow = z.infer<typeof provinceRow>;

/** account/provinces/{code}/wards: a ward, commune or special zone ("Phường Cửa Nam"). */
export const wardRow = z.object({ Code: z.string(), Name: z.string() });
export type WardRow = z.infer<typeof wardRow>;

export const provinceCodeParams = z.object({
  code: z.string().regex(/^\d{2}$/, { error: messages.provinceUnknown }),
});

/** customer/addresses: a remembered delivery address, the default or the last used first. */
export const savedAddressRow = z.object({
  Id: z.number().int(),
  ReceiverName: z.string(),
  ReceiverPhone: z.string(),
  ProvinceCode: z.string(),
  WardCode: z.string(),
  Street: z.string(),
  /** The readable address, as a slip keeps it. */
  Address: z.string(),
  IsDefault: z.boolean(),
  LastUsedDate: z.string(),
});
export type SavedAddressRow = z.infer<typeof savedAddressRow>;

/** How many addresses a customer keeps: past it, the one unused the longest (never the default) goes. */
export const SAVED_ADDRESSES_MAX = 20;

/** "Số nhà, tên đường": the part of an address before its ward and province. */
export const STREET_MAX = 150;

/** The portal's address fields for a door delivery: province, ward, then "số nhà, tên đường". */
export const addressPartsSchema = z.object({
  ProvinceCode: requiredText(messages.provinceRequired),
  WardCode: requiredText(messages.wardRequired),
  Street: requiredText(messages.streetRequired).max(STREET_MAX, {
    error: messages.streetTooLong,
  }),
});

/** One readable address from its parts: "12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội". */
export const composeAddress = (street: string, wardName: string, provinceName: string) =>
  [street.trim(), wardName, provinceName].filter((part) => part !== '').join(', ');

/** Where a slip's goods go, as one line: its address, or for a pickup the warehouse they wait at. */
export const placeOfSlip = (slip: { Address: string; WarehouseName: string }) =>
  slip.Address || `Nhận tại ${slip.WarehouseName || 'kho'}`;
