import { eq } from 'drizzle-orm';
import type { Settings } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { readSettings } from '../settings/settings.repository.js';
import { chargeParcel, type ParcelCharge } from './parcel-pricing.js';
import type { TransportRecord } from './transports.repository.js';

/** A weighed parcel's measures as the scale and the tape give them. */
export interface Weighed {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The customer level's discount on the per-kg price (0 for an unclaimed parcel). */
async function weightFeeDiscountOf(
  tx: Executor,
  settings: Settings,
  customerId: number | null,
): Promise<number> {
  if (customerId === null) return 0;
  const [customer] = await tx
    .select({ level: users.level })
    .from(users)
    .where(eq(users.id, customerId));
  return (
    settings.CustomerLevels.find((entry) => entry.Level === customer?.level)?.WeightFeeDiscount ?? 0
  );
}

/** What a weighed parcel costs its owner to its destination; nothing while it has neither. */
export async function quoteParcel(
  tx: Executor,
  weighed: Weighed,
  parcel: { customerId: number | null; destinationId: number | null },
): Promise<ParcelCharge> {
  const settings = await readSettings(tx);
  return chargeParcel(settings, weighed, {
    warehouseId: parcel.destinationId,
    weightFeeDiscount: await weightFeeDiscountOf(tx, settings, parcel.customerId),
  });
}

/** The stored measures of a weighed parcel, back in the units chargeParcel takes. */
export const weighedOf = (parcel: TransportRecord): Weighed | null =>
  parcel.weightGrams === null
    ? null
    : {
        weightGrams: parcel.weightGrams,
        lengthCm: (parcel.lengthMm ?? 0) / 10,
        widthCm: (parcel.widthMm ?? 0) / 10,
        heightCm: (parcel.heightMm ?? 0) / 10,
      };
