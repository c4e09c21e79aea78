import {
  chargedWeightGrams,
  formatVnd,
  shippingFee,
  tierFor,
  volumetricWeightGrams,
  weightBandLabel,
  type FeeTier,
  type Settings,
} from '@app/shared';

const kg = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** Grams to the kg customers read ("10,50 kg"). */
export const formatKg = (grams: number) => `${kg.format(grams / 1000)} kg`;

export interface ParcelCharge {
  volumeGrams: number;
  chargedGrams: number;
  fee: number;
  /**
   * The fee with its numbers and why, as the parcel list shows it: `4,00 kg (cân quy đổi
   * 40×30×20 cm ÷ 6.000; cân thực 1,35 kg) × 30.000 ₫ (giá bậc 10–30 kg theo tổng 12,40 kg của
   * đơn ký gửi) = 120.000 ₫`.
   */
  formula: string;
}

/** The shipment a parcel is priced in: its order's or consignment's weighed parcels together. */
export interface Shipment {
  /** The charged grams of all its weighed parcels (this one included): they choose the band. */
  grams: number;
  /** What the customer calls it: 'đơn', 'đơn ký gửi'. */
  noun: string;
}

/** The destination warehouse's per-kg bands (none while the parcel has no destination). */
export const shippingTiersOf = (settings: Settings, warehouseId: number | null): FeeTier[] =>
  settings.ShippingPrices.find((prices) => prices.WarehouseId === warehouseId)?.Tiers ?? [];

/** The band `grams` fall in, as the fee line and the formula name it: 'giá bậc 10–30 kg'. */
export function bandOf(tiers: readonly FeeTier[], grams: number): string | null {
  const tier = tierFor(tiers, grams / 1000);
  return tier ? `giá bậc ${weightBandLabel(tier)}` : null;
}

/** Which weight is charged and why: the larger of the three, with the others beside it. */
function chargedWhy(
  parcel: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number },
  weights: { volumeGrams: number; chargedGrams: number; minGrams: number },
  divisor: number,
): string {
  const actual = `cân thực ${formatKg(parcel.weightGrams)}`;
  if (weights.chargedGrams === parcel.weightGrams) {
    return weights.volumeGrams > 0
      ? `cân thực; cân quy đổi ${formatKg(weights.volumeGrams)}`
      : 'cân thực';
  }
  if (weights.chargedGrams === weights.volumeGrams) {
    const size = [parcel.lengthCm, parcel.widthCm, parcel.heightCm].map((cm) => plain.format(cm));
    return `cân quy đổi ${size.join('×')} cm ÷ ${plain.format(divisor)}; ${actual}`;
  }
  return `tối thiểu ${plain.format(weights.minGrams / 1000)} kg; ${actual}`;
}

/**
 * What a weighed parcel costs to ship to its Vietnamese warehouse (DESIGN §5): charged weight is
 * the larger of actual and volumetric weight, never below the floor; the warehouse's price per kg
 * for the band of the parcel's shipment (the parcel's own weight when it travels alone: unclaimed,
 * or of no order or consignment); the customer level's discount.
 */
export function chargeParcel(
  settings: Settings,
  parcel: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number },
  destination: { warehouseId: number | null; weightFeeDiscount: number },
  shipment: Shipment | null = null,
): ParcelCharge {
  const volumeGrams = volumetricWeightGrams(
    { length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm },
    settings.VolumetricDivisor,
  );
  const minGrams = Math.round(settings.MinChargedWeight * 1000);
  const chargedGrams = chargedWeightGrams(parcel.weightGrams, volumeGrams, minGrams);
  const tiers = shippingTiersOf(settings, destination.warehouseId);
  const bandGrams = shipment?.grams ?? chargedGrams;
  const fee = shippingFee(chargedGrams, {
    tiers,
    levelDiscountPercent: destination.weightFeeDiscount,
    bandGrams,
  });
  const pricePerKg = tierFor(tiers, bandGrams / 1000)?.Value ?? 0;
  const band = bandOf(tiers, bandGrams);
  const bandWhy =
    band && (shipment ? `${band} theo tổng ${formatKg(bandGrams)} của ${shipment.noun}` : band);
  const why = chargedWhy(
    parcel,
    { volumeGrams, chargedGrams, minGrams },
    settings.VolumetricDivisor,
  );
  const discount =
    destination.weightFeeDiscount > 0
      ? ` (đã giảm ${plain.format(destination.weightFeeDiscount)} %)`
      : '';
  return {
    volumeGrams,
    chargedGrams,
    fee,
    formula:
      `${formatKg(chargedGrams)} (${why}) × ${formatVnd(pricePerKg)}` +
      `${bandWhy ? ` (${bandWhy})` : ''} = ${formatVnd(fee)}${discount}`,
  };
}
