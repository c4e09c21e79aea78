import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.defaults.js';
import { chargeParcel } from './parcel-pricing.js';

/** A parcel's charge with the seed fee tables: Hà Nội (1) 31/30/29 nghìn, TP. HCM (2) 39/38/37. */
const charge = (
  kg: number,
  destination: { warehouseId: number | null; weightFeeDiscount?: number },
  size: [number, number, number] = [0, 0, 0],
) =>
  chargeParcel(
    defaultSettings,
    { weightGrams: Math.round(kg * 1000), lengthCm: size[0], widthCm: size[1], heightCm: size[2] },
    { weightFeeDiscount: 0, ...destination },
  );

describe('a parcel’s charge', () => {
  it('prices each warehouse’s kg bands at their boundaries', () => {
    const bands = (warehouseId: number) =>
      [10, 10.01, 30, 30.01].map((kg) => charge(kg, { warehouseId }).fee);
    expect(bands(1)).toEqual([310_000, 300_300, 900_000, 870_290]);
    expect(bands(2)).toEqual([390_000, 380_380, 1_140_000, 1_110_370]);
  });

  it('charges the volumetric weight when it is larger, and never less than the floor', () => {
    // 50 × 40 × 30 cm ÷ 6000 = 10 kg against 3 kg on the scale.
    expect(charge(3, { warehouseId: 1 }, [50, 40, 30])).toMatchObject({
      volumeGrams: 10_000,
      chargedGrams: 10_000,
      fee: 310_000,
      formula: '10,00 kg × 31.000 ₫ = 310.000 ₫',
    });
    expect(charge(0.2, { warehouseId: 1 })).toMatchObject({ chargedGrams: 500, fee: 15_500 });
  });

  it('takes the customer level’s discount off, and says so in the formula', () => {
    expect(charge(2, { warehouseId: 2, weightFeeDiscount: 10 })).toMatchObject({
      fee: 70_200,
      formula: '2,00 kg × 39.000 ₫ = 70.200 ₫ (đã giảm 10 %)',
    });
  });

  it('charges nothing while the parcel has no destination (an unclaimed parcel)', () => {
    expect(charge(4, { warehouseId: null })).toMatchObject({ chargedGrams: 4_000, fee: 0 });
  });
});
