import { eq } from 'drizzle-orm';
import type { Settings } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { orderShips, transports, users } from '../../db/schema.js';
import { readSettings } from '../settings/settings.repository.js';
import { bandOf, chargeParcel, shippingTiersOf, type ParcelCharge } from './parcel-pricing.js';
import { TransactionMemo } from '../../lib/transaction-memo.js';
import {
  lockWeighedParcelsOf,
  parcelSumsOf,
  type ParcelOwner,
  type TransportRecord,
} from './transports.repository.js';

/** A weighed parcel's measures as the scale and the tape give them. */
export interface Weighed {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The level of each customer a transaction has priced parcels for (a scan prices them twice). */
const levelsRead = new TransactionMemo<number, number | undefined>();

/** The customer level's discount on the per-kg price (0 for an unclaimed parcel). */
async function weightFeeDiscountOf(
  tx: Executor,
  settings: Settings,
  customerId: number | null,
): Promise<number> {
  if (customerId === null) return 0;
  const level = await levelsRead.read(tx, customerId, async () => {
    const [customer] = await tx
      .select({ level: users.level })
      .from(users)
      .where(eq(users.id, customerId));
    return customer?.level;
  });
  return settings.CustomerLevels.find((entry) => entry.Level === level)?.WeightFeeDiscount ?? 0;
}

/** Where a parcel goes: its consignment's warehouse, or the one its order gave it. */
export async function destinationOf(
  tx: Executor,
  parcel: Pick<TransportRecord, 'orderShipId' | 'warehouseId'>,
): Promise<number | null> {
  if (parcel.orderShipId !== null) {
    const [row] = await tx
      .select({ id: orderShips.warehouseId })
      .from(orderShips)
      .where(eq(orderShips.id, parcel.orderShipId));
    return row?.id ?? null;
  }
  return parcel.warehouseId;
}

/** The order or consignment a claimed parcel is priced with; none for an unclaimed one. */
function shipmentOf(parcel: {
  customerId: number | null;
  orderId: number | null;
  orderShipId: number | null;
}): { owner: ParcelOwner; noun: string } | null {
  if (parcel.customerId === null) return null;
  if (parcel.orderId !== null) return { owner: { orderId: parcel.orderId }, noun: 'đơn' };
  if (parcel.orderShipId !== null) {
    return { owner: { orderShipId: parcel.orderShipId }, noun: 'đơn ký gửi' };
  }
  return null;
}

/**
 * What a weighed parcel costs its owner to its destination; nothing while it has neither. With an
 * order or a consignment, the band is chosen by the charged weight of all its weighed parcels,
 * this one's new weight in place of any it had.
 */
export async function quoteParcel(
  tx: Executor,
  weighed: Weighed,
  parcel: {
    id: number | null;
    customerId: number | null;
    destinationId: number | null;
    orderId: number | null;
    orderShipId: number | null;
  },
): Promise<ParcelCharge> {
  const settings = await readSettings(tx);
  const destination = {
    warehouseId: parcel.destinationId,
    weightFeeDiscount: await weightFeeDiscountOf(tx, settings, parcel.customerId),
  };
  const alone = chargeParcel(settings, weighed, destination);
  const shipment = shipmentOf(parcel);
  if (!shipment) return alone;
  const others = await parcelSumsOf(tx, shipment.owner, parcel.id);
  return chargeParcel(settings, weighed, destination, {
    grams: others.grams + alone.chargedGrams,
    noun: shipment.noun,
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

/** A shipment after pricing: its charged weight, the band that weight chose, who was re-priced. */
export interface PricedShipment {
  grams: number;
  /** The sum of its parcels' fees as now stored: the shipping line, to the đồng. */
  fee: number;
  parcelCount: number;
  /** 'giá bậc 10–30 kg', or null when its warehouse has no price for that weight. */
  band: string | null;
  /** The tracking numbers of the parcels whose fee changed. */
  repriced: string[];
}

/**
 * Prices every weighed parcel of an order or a consignment by the band of their total charged
 * weight (DESIGN §5), storing each one's fee and formula where it changed: a new parcel that
 * takes the total into a cheaper band lowers its siblings' fees in the same transaction.
 */
export async function priceShipment(tx: Executor, owner: ParcelOwner): Promise<PricedShipment> {
  const parcels = await lockWeighedParcelsOf(tx, owner);
  const [first] = parcels;
  if (!first) return { grams: 0, fee: 0, parcelCount: 0, band: null, repriced: [] };
  const settings = await readSettings(tx);
  const warehouseId = await destinationOf(tx, first);
  const destination = {
    warehouseId,
    weightFeeDiscount: await weightFeeDiscountOf(tx, settings, first.customerId),
  };
  const measured = parcels.map((parcel) => ({ parcel, weighed: weighedOf(parcel) }));
  const grams = measured.reduce(
    (sum, { weighed }) =>
      sum + (weighed ? chargeParcel(settings, weighed, destination).chargedGrams : 0),
    0,
  );
  const noun = 'orderId' in owner ? 'đơn' : 'đơn ký gửi';
  const repriced: string[] = [];
  let fee = 0;
  for (const { parcel, weighed } of measured) {
    if (!weighed) continue;
    const charge = chargeParcel(settings, weighed, destination, { grams, noun });
    fee += charge.fee;
    if (charge.fee === parcel.fee && charge.formula === parcel.feeFormula) continue;
    await tx
      .update(transports)
      .set({
        volumeGrams: charge.volumeGrams,
        chargedGrams: charge.chargedGrams,
        fee: charge.fee,
        feeFormula: charge.formula,
      })
      .where(eq(transports.id, parcel.id));
    if (charge.fee !== parcel.fee) repriced.push(parcel.transportCode);
  }
  return {
    grams,
    fee,
    parcelCount: parcels.length,
    band: bandOf(shippingTiersOf(settings, warehouseId), grams),
    repriced,
  };
}
