import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.defaults.js';
import { chargeParcel, type Shipment } from './parcel-pricing.js';

/** A parcel's charge with the seed fee tables: Hà Nội (1) 31/30/29 nghìn, TP. HCM (2) 39/38/37. */
const charge = (
  kg: number,
  destination: { warehouseId: number | null; weightFeeDiscount?: number },
  size: [number, number, number] = [0, 0, 0],
  shipment: Shipment | null = null,
) =>
  chargeParcel(
    defaultSettings,
    { weightGrams: Math.round(kg * 1000), lengthCm: size[0], widthCm: size[1], heightCm: size[2] },
    { weightFeeDiscount: 0, ...destination },
    shipment,
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
      formula:
        '10,00 kg (cân quy đổi 50×40×30 cm ÷ 6.000; cân thực 3,00 kg) × 31.000 ₫ (giá bậc 0–10 kg) = 310.000 ₫',
    });
    expect(charge(0.2, { warehouseId: 1 })).toMatchObject({
      chargedGrams: 500,
      fee: 15_500,
      formula:
        '0,50 kg (tối thiểu 0,5 kg; cân thực 0,20 kg) × 31.000 ₫ (giá bậc 0–10 kg) = 15.500 ₫',
    });
  });

  it('takes the customer level’s discount off, and says so in the formula', () => {
    expect(charge(2, { warehouseId: 2, weightFeeDiscount: 10 })).toMatchObject({
      fee: 70_200,
      formula: '2,00 kg (cân thực) × 39.000 ₫ (giá bậc 0–10 kg) = 70.200 ₫ (đã giảm 10 %)',
    });
  });

  it('prices a parcel of an order by the band of the whole shipment, and names it', () => {
    // 1,35 kg on the scale, 40 × 30 × 20 cm = 4 kg: charged 4 kg, at the 10–30 kg price of the
    // consignment's 12,4 kg rather than the 0–10 kg price of the parcel's own 4 kg.
    expect(
      charge(1.35, { warehouseId: 1 }, [40, 30, 20], { grams: 12_400, noun: 'đơn ký gửi' }),
    ).toMatchObject({
      chargedGrams: 4_000,
      fee: 120_000,
      formula:
        '4,00 kg (cân quy đổi 40×30×20 cm ÷ 6.000; cân thực 1,35 kg) × 30.000 ₫ (giá bậc 10–30 kg theo tổng 12,40 kg của đơn ký gửi) = 120.000 ₫',
    });
  });

  it('charges nothing while the parcel has no destination (an unclaimed parcel)', () => {
    expect(charge(4, { warehouseId: null })).toMatchObject({ chargedGrams: 4_000, fee: 0 });
  });
});
