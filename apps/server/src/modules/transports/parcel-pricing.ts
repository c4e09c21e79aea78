import {
  chargedWeightGrams,
  formatVnd,
  shippingFee,
  tierFor,
  volumetricWeightGrams,
  type Settings,
} from '@app/shared';

const kg = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Grams to the kg customers read ("10,50 kg"). */
export const formatKg = (grams: number) => `${kg.format(grams / 1000)} kg`;

export interface ParcelCharge {
  volumeGrams: number;
  chargedGrams: number;
  fee: number;
  /** The fee with its numbers, as the parcel list shows it: `10,00 kg × 31.000 ₫ = 310.000 ₫`. */
  formula: string;
}

/**
 * What a weighed parcel costs to ship to its Vietnamese warehouse (DESIGN §5): charged weight is
 * the larger of actual and volumetric weight, never below the floor; the warehouse's price per kg
 * for that band; the customer level's discount.
 */
export function chargeParcel(
  settings: Settings,
  parcel: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number },
  destination: { warehouseId: number | null; weightFeeDiscount: number },
): ParcelCharge {
  const volumeGrams = volumetricWeightGrams(
    { length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm },
    settings.VolumetricDivisor,
  );
  const chargedGrams = chargedWeightGrams(
    parcel.weightGrams,
    volumeGrams,
    Math.round(settings.MinChargedWeight * 1000),
  );
  const tiers =
    settings.ShippingPrices.find((prices) => prices.WarehouseId === destination.warehouseId)
      ?.Tiers ?? [];
  const fee = shippingFee(chargedGrams, {
    tiers,
    levelDiscountPercent: destination.weightFeeDiscount,
  });
  const pricePerKg = tierFor(tiers, chargedGrams / 1000)?.Value ?? 0;
  const discount =
    destination.weightFeeDiscount > 0 ? ` (đã giảm ${destination.weightFeeDiscount} %)` : '';
  return {
    volumeGrams,
    chargedGrams,
    fee,
    formula: `${formatKg(chargedGrams)} × ${formatVnd(pricePerKg)} = ${formatVnd(fee)}${discount}`,
  };
}
