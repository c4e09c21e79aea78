import { cnyToFen, formatNumber, tierPriceFen, type PriceTier } from '@app/shared';
import type { StoredPriceTier } from '../../db/schema.js';
import { fieldError } from '../../lib/errors.js';

/**
 * A cart item's unit price as its quantity sets it (DESIGN §9): with 1688's quantity tiers the
 * price of the tier the quantity reaches, whatever the client said, on every add and every change
 * of the quantity; without tiers the price the item has. The one place both are decided.
 */

/** Tiers as a cart item keeps them: integer fen, like every CNY amount stored (DESIGN §3). */
export const storedTiers = (tiers: readonly PriceTier[]): StoredPriceTier[] =>
  tiers.map((tier) => ({ MinQuantity: tier.MinQuantity, PriceFen: cnyToFen(tier.PriceCNY) }));

/** Tiers as the contract shows them (shared priceTierSchema). */
export const shownTiers = (tiers: readonly StoredPriceTier[]): PriceTier[] =>
  tiers.map((tier) => ({ MinQuantity: tier.MinQuantity, PriceCNY: tier.PriceFen / 100 }));

/** The unit price in fen of `quantity` pieces: its tier's, else `priceFen` (no tiers). */
export const unitPriceFen = (
  tiers: readonly StoredPriceTier[],
  quantity: number,
  priceFen: number,
): number => tierPriceFen(shownTiers(tiers), quantity) ?? priceFen;

/** Refuses a quantity under the shop's minimum, naming the field that carried it. */
export function assertMinimum(field: string, quantity: number, minQuantity: number): void {
  if (quantity < minQuantity) {
    throw fieldError(field, 'quantityBelowMinimum', { min: formatNumber(minQuantity) });
  }
}
