import { describe, expect, it } from 'vitest';
import {
  buyerFee,
  chargedWeightGrams,
  depositAmount,
  inspectionFee,
  insuranceFee,
  percentOf,
  roundVnd,
  shippingFee,
  storageFee,
  tierFor,
  tiersOfRangeTable,
  volumetricWeightGrams,
  weightBandLabel,
  woodenCrateFee,
} from './pricing.js';

// The seed values of DESIGN §5.
const feeBuyerTiers = tiersOfRangeTable({
  '0-2000000': 3,
  '2000001-20000000': 2.5,
  '20000001-100000000': 2,
  '100000001-0': 1.5,
});
const buyer = (goods: number, levelDiscountPercent = 0) =>
  buyerFee(goods, { tiers: feeBuyerTiers, minFee: 9_000, levelDiscountPercent });
const inspectionTiers = [
  { Min: 1, Max: 2, Value: 5_000 },
  { Min: 3, Max: 10, Value: 3_500 },
  { Min: 11, Max: 100, Value: 2_000 },
  { Min: 101, Max: 500, Value: 1_500 },
  { Min: 501, Max: 0, Value: 1_000 },
];
const hanoi = [
  { Min: 0, Max: 10, Value: 31_000 },
  { Min: 10, Max: 30, Value: 30_000 },
  { Min: 30, Max: 0, Value: 29_000 },
];

describe('the rounding rule', () => {
  it('rounds half up to the whole đồng', () => {
    expect(roundVnd(10.49)).toBe(10);
    expect(roundVnd(10.5)).toBe(11);
    expect(percentOf(150, 1)).toBe(2); // 1,5 → 2
    expect(percentOf(149, 1)).toBe(1); // 1,49 → 1
    expect(percentOf(1_000_000, 2.5)).toBe(25_000);
  });

  it('stays exact where floating point would not', () => {
    expect(percentOf(999_999_999_999, 1.5)).toBe(15_000_000_000);
    expect(percentOf(105, 15)).toBe(16); // 15,75
  });
});

describe('tierFor', () => {
  it('takes the first tier whose range holds the value; Max 0 has no upper limit', () => {
    expect(tierFor(hanoi, 10)?.Value).toBe(31_000);
    expect(tierFor(hanoi, 10.001)?.Value).toBe(30_000);
    expect(tierFor(hanoi, 30)?.Value).toBe(30_000);
    expect(tierFor(hanoi, 30.5)?.Value).toBe(29_000);
    expect(tierFor(hanoi, 10_000)?.Value).toBe(29_000);
    expect(tierFor([{ Min: 5, Max: 10, Value: 1 }], 4)).toBeUndefined();
  });
});

describe('buyerFee', () => {
  it('uses the percent of the tier at each boundary', () => {
    expect(buyer(2_000_000)).toBe(60_000); // 3 %
    expect(buyer(2_000_001)).toBe(50_000); // 2,5 % of 2.000.001 = 50.000,025
    expect(buyer(20_000_000)).toBe(500_000);
    expect(buyer(20_000_001)).toBe(400_000); // 2 %
    expect(buyer(100_000_000)).toBe(2_000_000);
    expect(buyer(100_000_001)).toBe(1_500_000); // 1,5 %
  });

  it('never goes below the floor, and charges nothing without goods', () => {
    expect(buyer(100_000)).toBe(9_000); // 3 % = 3.000
    expect(buyer(300_000)).toBe(9_000); // exactly the floor
    expect(buyer(300_001)).toBe(9_000);
    expect(buyer(316_700)).toBe(9_501);
    expect(buyer(0)).toBe(0);
  });

  it('takes the level discount off the fee, still above the floor', () => {
    expect(buyer(10_000_000, 10)).toBe(225_000); // 250.000 − 10 %
    expect(buyer(350_000, 20)).toBe(9_000); // 10.500 − 20 % = 8.400 → floor
  });
});

describe('inspectionFee', () => {
  it('prices each item by the tier of the order’s item count', () => {
    expect(inspectionFee(0, inspectionTiers)).toBe(0);
    expect(inspectionFee(1, inspectionTiers)).toBe(5_000);
    expect(inspectionFee(2, inspectionTiers)).toBe(10_000);
    expect(inspectionFee(3, inspectionTiers)).toBe(10_500);
    expect(inspectionFee(10, inspectionTiers)).toBe(35_000);
    expect(inspectionFee(11, inspectionTiers)).toBe(22_000);
    expect(inspectionFee(100, inspectionTiers)).toBe(200_000);
    expect(inspectionFee(101, inspectionTiers)).toBe(151_500);
    expect(inspectionFee(500, inspectionTiers)).toBe(750_000);
    expect(inspectionFee(501, inspectionTiers)).toBe(501_000);
  });
});

describe('woodenCrateFee', () => {
  const crate = { FirstKgCNY: 20, NextKgCNY: 1 };
  it('charges the first kg and each further started kg at the rate', () => {
    expect(woodenCrateFee(0, crate, 3_650)).toBe(0);
    expect(woodenCrateFee(1, crate, 3_650)).toBe(73_000);
    expect(woodenCrateFee(1_000, crate, 3_650)).toBe(73_000);
    expect(woodenCrateFee(1_001, crate, 3_650)).toBe(76_650);
    expect(woodenCrateFee(2_000, crate, 3_650)).toBe(76_650);
    expect(woodenCrateFee(10_500, crate, 3_650.5)).toBe(109_515); // 30 ¥ × 3.650,5
    expect(woodenCrateFee(1_000, { FirstKgCNY: 20.5, NextKgCNY: 1 }, 3_651)).toBe(74_846); // 74.845,5
  });
});

describe('weights', () => {
  it('computes volumetric weight in grams with the divisor', () => {
    expect(volumetricWeightGrams({ length: 60, width: 40, height: 50 }, 6_000)).toBe(20_000);
    expect(volumetricWeightGrams({ length: 10, width: 10, height: 10 }, 6_000)).toBe(167);
    expect(volumetricWeightGrams({ length: 10, width: 10, height: 10 }, 0)).toBe(0);
  });

  it('charges the larger of actual and volumetric weight, never below the floor', () => {
    expect(chargedWeightGrams(12_000, 20_000, 500)).toBe(20_000);
    expect(chargedWeightGrams(25_000, 20_000, 500)).toBe(25_000);
    expect(chargedWeightGrams(100, 167, 500)).toBe(500);
    expect(chargedWeightGrams(500, 0, 500)).toBe(500);
  });
});

describe('shippingFee', () => {
  const fee = (grams: number, levelDiscountPercent = 0) =>
    shippingFee(grams, { tiers: hanoi, levelDiscountPercent });
  it('prices the charged kg by the band of the shipment', () => {
    expect(fee(0)).toBe(0);
    expect(fee(500)).toBe(15_500);
    expect(fee(10_000)).toBe(310_000);
    expect(fee(10_001)).toBe(300_030);
    expect(fee(30_000)).toBe(900_000);
    expect(fee(30_001)).toBe(870_029);
  });

  it('takes the level discount off', () => {
    expect(fee(10_000, 2)).toBe(303_800);
  });

  it("prices a parcel by its shipment's band when it travels with others", () => {
    const inShipment = (grams: number, bandGrams: number) =>
      shippingFee(grams, { tiers: hanoi, levelDiscountPercent: 0, bandGrams });
    // 4 kg of a 12,4 kg shipment: the 10–30 kg price, not the 0–10 kg one.
    expect(inShipment(4_000, 12_400)).toBe(120_000);
    expect(inShipment(4_000, 4_000)).toBe(fee(4_000));
    expect(inShipment(1_350, 31_000)).toBe(39_150);
  });
});

describe('weightBandLabel', () => {
  it('names a band by its kg, the last one open-ended', () => {
    expect(weightBandLabel({ Min: 0, Max: 10 })).toBe('0–10 kg');
    expect(weightBandLabel({ Min: 10, Max: 30 })).toBe('10–30 kg');
    expect(weightBandLabel({ Min: 30.5, Max: 0 })).toBe('từ 30,5 kg');
  });
});

describe('deposit, insurance and storage', () => {
  it('takes the deposit percent of the total', () => {
    expect(depositAmount(1_000_000, 70)).toBe(700_000);
    expect(depositAmount(333_333, 70)).toBe(233_333);
    expect(depositAmount(0, 70)).toBe(0);
  });

  it('takes the insurance percent of the declared value', () => {
    expect(insuranceFee(2_000_000, 5)).toBe(100_000);
  });

  it('starts storage after the free days, per kg per day', () => {
    const rule = { freeDays: 7, perKgDay: 1_000 };
    expect(storageFee(10_000, 7, rule)).toBe(0);
    expect(storageFee(10_000, 7.9, rule)).toBe(0);
    expect(storageFee(10_000, 8, rule)).toBe(10_000);
    expect(storageFee(2_500, 10, rule)).toBe(7_500);
  });
});
