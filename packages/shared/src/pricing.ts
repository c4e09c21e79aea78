import { parseRange, type RangeTable } from './fees.js';

/**
 * The prices of the service as pure functions over whole đồng (VND), fen (CNY × 100) and grams.
 * The server writes fee lines from them; the web calls them only for estimates. Every function
 * rounds with the one rule below, so an estimate and the bill agree to the đồng.
 */

/** A row of a fee table (DESIGN §5): Min ≤ value ≤ Max, Max 0 = no upper limit, first match wins. */
export interface FeeTier {
  Min: number;
  Max: number;
  Value: number;
}

/** The one rounding rule: to the whole đồng, half up. Fees are never negative. */
export function roundVnd(value: number): number {
  return Math.floor(value + 0.5);
}

/** `percent` % of an amount, rounded; percents may have decimals (2,5 %). Exact to 1e15 đồng. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const scaled = BigInt(Math.round(amount)) * basisPoints;
  // Half up on the integer product: (2·x + d) div (2·d).
  return Number((2n * scaled + 10_000n) / 20_000n);
}

/** The first tier whose range holds the value, in the table's order. */
export function tierFor(tiers: readonly FeeTier[], value: number): FeeTier | undefined {
  return tiers.find((tier) => value >= tier.Min && (tier.Max === 0 || value <= tier.Max));
}

/** FeeBuyer keeps the spec's map shape on the wire ({"0-2000000": 3}); pricing reads it as tiers. */
export function tiersOfRangeTable(table: RangeTable): FeeTier[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const range = parseRange(key);
    return range ? [{ Min: range.min, Max: range.max, Value: value }] : [];
  });
}

/**
 * The buyer fee of an order: the tier's percent of the goods value, less the customer level's
 * discount, never below the per-order floor. An order without goods has no fee.
 */
export function buyerFee(
  goodsVnd: number,
  rule: { tiers: readonly FeeTier[]; minFee: number; levelDiscountPercent: number },
): number {
  if (goodsVnd <= 0) return 0;
  const percent = tierFor(rule.tiers, goodsVnd)?.Value ?? 0;
  const fee = percentOf(goodsVnd, percent);
  const discounted = fee - percentOf(fee, rule.levelDiscountPercent);
  return Math.max(rule.minFee, discounted);
}

/** Counting the items on arrival (kiểm đếm): a price per item, by the order's item count. */
export function inspectionFee(itemCount: number, tiers: readonly FeeTier[]): number {
  if (itemCount <= 0) return 0;
  return itemCount * (tierFor(tiers, itemCount)?.Value ?? 0);
}

/** CNY in fen to VND at the order's rate (VND per 1 CNY). */
export function fenToVnd(fen: number, rate: number): number {
  return roundVnd((fen * rate) / 100);
}

/** A CNY amount as written (12,5) to integer fen. */
export function cnyToFen(cny: number): number {
  return Math.round(cny * 100);
}

/** A wooden crate (đóng gỗ): a price for the first kg and one per further started kg, in CNY. */
export function woodenCrateFee(
  weightGrams: number,
  crate: { FirstKgCNY: number; NextKgCNY: number },
  rate: number,
): number {
  if (weightGrams <= 0) return 0;
  const startedKg = Math.ceil(weightGrams / 1000);
  const fen = cnyToFen(crate.FirstKgCNY) + (startedKg - 1) * cnyToFen(crate.NextKgCNY);
  return fenToVnd(fen, rate);
}

/** Volumetric weight in grams: L × W × H (cm) ÷ divisor, in kg. */
export function volumetricWeightGrams(
  size: { length: number; width: number; height: number },
  divisor: number,
): number {
  if (divisor <= 0) return 0;
  return roundVnd((size.length * size.width * size.height * 1000) / divisor);
}

/** What a parcel is charged by: the larger of actual and volumetric weight, never below the floor. */
export function chargedWeightGrams(
  actualGrams: number,
  volumetricGrams: number,
  minChargedGrams: number,
): number {
  return Math.max(actualGrams, volumetricGrams, minChargedGrams);
}

/**
 * Shipping one parcel to Vietnam: its charged weight × the price per kg of the shipment's band,
 * less the level's discount. The band is chosen by the shipment's charged grams (all weighed
 * parcels of its order or consignment; the parcel's own when it travels alone), so each parcel's
 * fee is rounded on its own and the shipment's line is the sum of its parcels' fees.
 */
export function shippingFee(
  chargedGrams: number,
  rule: { tiers: readonly FeeTier[]; levelDiscountPercent: number; bandGrams?: number },
): number {
  if (chargedGrams <= 0) return 0;
  const pricePerKg = tierFor(rule.tiers, (rule.bandGrams ?? chargedGrams) / 1000)?.Value ?? 0;
  const fee = roundVnd((chargedGrams * pricePerKg) / 1000);
  return fee - percentOf(fee, rule.levelDiscountPercent);
}

const bandKg = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** A weight band as customers read it: '0–10 kg', 'từ 30 kg' (a Max of 0: no upper limit). */
export function weightBandLabel(tier: Pick<FeeTier, 'Min' | 'Max'>): string {
  return tier.Max === 0
    ? `từ ${bandKg.format(tier.Min)} kg`
    : `${bandKg.format(tier.Min)}–${bandKg.format(tier.Max)} kg`;
}

/** The deposit an order needs before buying starts. */
export function depositAmount(totalVnd: number, depositPercent: number): number {
  return percentOf(totalVnd, depositPercent);
}

/** Insurance, when chosen: a percent of the declared goods value. */
export function insuranceFee(declaredVnd: number, insurancePercent: number): number {
  return percentOf(declaredVnd, insurancePercent);
}

/** Storage in a Vietnamese warehouse: free for some days, then a price per kg per day. */
export function storageFee(
  weightGrams: number,
  daysInWarehouse: number,
  rule: { freeDays: number; perKgDay: number },
): number {
  const paidDays = Math.max(0, Math.floor(daysInWarehouse) - rule.freeDays);
  return paidDays * roundVnd((weightGrams * rule.perKgDay) / 1000);
}
