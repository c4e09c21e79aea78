import type { ChinaAddress } from './schemas/answers.js';

/**
 * What a customer gives a Chinese shop so their parcel reaches our Chinese warehouse and is known
 * as theirs there (DESIGN §11): the warehouse's receiver, phone and address in Chinese, each
 * carrying the customer's shipping mark (e.g. `HANGTQ KH000123`), which the warehouse reads off
 * the parcel when no tracking number matches.
 */
export const shippingMark = (prefix: string, customerCode: string) =>
  `${prefix} ${customerCode}`.trim();

export interface ChinaAddressLines {
  /** 收货人: the receiver, then the mark. */
  Receiver: string;
  /** 电话 */
  Phone: string;
  /** 地址: the address, the mark at its end (shops print the address line on the label). */
  Address: string;
  /** All three as one text to paste into a shop's address form. */
  Text: string;
}

export function chinaAddressLines(address: ChinaAddress, mark: string): ChinaAddressLines {
  const receiver = `${address.Receiver} ${mark}`;
  const place = `${address.Address} (${mark})`;
  return {
    Receiver: receiver,
    Phone: address.Phone,
    Address: place,
    Text: [`收货人: ${receiver}`, address.Phone && `电话: ${address.Phone}`, `地址: ${place}`]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The Chinese address of a destination warehouse; null when staff have not set one. */
export const chinaAddressOf = (addresses: readonly ChinaAddress[], warehouseId: number | null) =>
  addresses.find((address) => address.WarehouseId === warehouseId && address.Address) ?? null;
