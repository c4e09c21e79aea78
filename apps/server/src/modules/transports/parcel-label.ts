import { formatDateTime } from '@app/shared';
import { formatKg } from './parcel-pricing.js';
import type { ParcelLabelFacts } from './transports.repository.js';

/**
 * What a parcel's 100×150 mm label says (DESIGN §11), decided once for both its forms: the PDF
 * printed from a browser and the ZPL sent to a label printer. Read across a warehouse: the
 * customer's code and the destination largest, the parcel's own code as Code 128 and QR for the
 * next scanner, the tracking number for the shop's parcel it came as.
 */
export interface ParcelLabel {
  /** The parcel's code (KI…): what the bar code and the QR hold. */
  code: string;
  trackingNumber: string;
  /** The customer's code, or a sentence for a parcel nobody has claimed yet. */
  customer: string;
  customerName: string;
  destination: string;
  weight: string;
  /** The order's (DH…) or consignment's (KG…) code; '' for an unclaimed parcel. */
  ownerCode: string;
  /** The services its owner chose, in words; '' when none. */
  services: string;
  printedAt: string;
}

export const UNCLAIMED_LABEL = 'KIỆN VÔ CHỦ';

export function parcelLabel({ parcel, services }: ParcelLabelFacts, now = new Date()): ParcelLabel {
  const chosen = [
    services.inspection && 'Kiểm đếm',
    services.woodenCrate && 'Đóng gỗ',
    services.insurance && 'Bảo hiểm',
  ].filter(Boolean);
  return {
    code: parcel.Code,
    trackingNumber: parcel.TransportCode,
    customer: parcel.CustomerCode || UNCLAIMED_LABEL,
    customerName: parcel.CustomerName,
    destination: parcel.DestinationName || 'Chưa rõ kho đích',
    weight: parcel.Weight === null ? 'Chưa cân' : formatKg(Math.round(parcel.Weight * 1000)),
    ownerCode: parcel.OrderCode,
    services: chosen.join(' · '),
    printedAt: formatDateTime(now),
  };
}
