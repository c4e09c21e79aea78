import { eq } from 'drizzle-orm';
import { FeeKind, woodenCrateFee, type Settings } from '@app/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { setFeeLine } from '../billing/billing.js';
import { chargeConsignment } from '../consignments/consignment-progress.js';
import { readSettings } from '../settings/settings.repository.js';
import { chargeParcel, formatKg, type ParcelCharge } from './parcel-pricing.js';
import { parcelSumsOf, type TransportRecord } from './transports.repository.js';

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

/**
 * The order's shipping (and crate) lines are the sum over its weighed parcels; recomputed each time
 * a parcel is weighed so the line's history shows each step.
 */
async function chargeOrder(
  tx: Transaction,
  orderId: number,
  change: { reason: string; changedBy: number | null },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const sums = await parcelSumsOf(tx, { orderId });
  const owner = { kind: 'order' as const, id: orderId, customerId: order.customerId };
  await setFeeLine(tx, { owner, kind: FeeKind.Shipping, amount: sums.fee, ...change });
  if (order.isWoodenCrate) {
    const settings = await readSettings(tx);
    await setFeeLine(tx, {
      owner,
      kind: FeeKind.WoodenCrate,
      amount: woodenCrateFee(sums.grams, settings.WoodenCrate, order.rateX100 / 100),
      note: `${formatKg(sums.grams)}: ¥${settings.WoodenCrate.FirstKgCNY} kg đầu + ¥${settings.WoodenCrate.NextKgCNY} mỗi kg tiếp`,
      ...change,
    });
  }
}

/** After a parcel's charge changed: the fee lines of the order or consignment it belongs to. */
export async function chargeOwnerOf(
  tx: Transaction,
  parcel: Pick<TransportRecord, 'orderId' | 'orderShipId'>,
  change: { reason: string; changedBy: number | null },
): Promise<void> {
  if (parcel.orderId !== null) await chargeOrder(tx, parcel.orderId, change);
  if (parcel.orderShipId !== null) await chargeConsignment(tx, parcel.orderShipId, change);
}
