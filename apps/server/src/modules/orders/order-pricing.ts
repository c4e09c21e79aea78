import {
  buyerFee,
  depositAmount,
  fenToVnd,
  inspectionFee,
  tiersOfRangeTable,
  type FeeTier,
  type Settings,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { findUserById } from '../accounts/users.repository.js';
import { readSettings } from '../settings/settings.repository.js';

/** What an order's amounts are computed from at the moment it is made (DESIGN §5). */
export interface OrderPricing {
  /** VND per 1 CNY. */
  rate: number;
  feeBuyerTiers: FeeTier[];
  minBuyerFee: number;
  inspectionTiers: FeeTier[];
  /** The customer level's discount on the buyer fee, and the deposit it asks, in percent. */
  levelDiscountPercent: number;
  depositPercent: number;
  /** The level's name (Thường, VIP1...), shown on the order with what it gave. */
  levelName: string;
}

export async function pricingFor(tx: Executor, scope: CustomerScope): Promise<OrderPricing> {
  const [settings, customer] = await Promise.all([
    readSettings(tx),
    findUserById(tx, scope.customerId),
  ]);
  return pricingOf(settings, customer?.level);
}

/** The pricing of a customer at `level` under `settings`: for a caller that read the level itself. */
export function pricingOf(settings: Settings, level: number | undefined): OrderPricing {
  const entry = settings.CustomerLevels.find((candidate) => candidate.Level === level);
  return {
    rate: settings.CurrentRate,
    feeBuyerTiers: tiersOfRangeTable(settings.FeeBuyer),
    minBuyerFee: settings.MinBuyerFee,
    inspectionTiers: settings.InspectionFees,
    levelDiscountPercent: entry?.FeeBuyerDiscount ?? 0,
    depositPercent: entry?.DepositPercent ?? settings.DepositPercent,
    levelName: entry?.Name ?? '',
  };
}

export interface OrderEstimate {
  totalFen: number;
  goodsVnd: number;
  buyerFee: number;
  inspectionFee: number;
  depositAmount: number;
}

/** Goods, buyer fee, inspection and the deposit of a set of items (a cart, or a new order). */
export function estimateOrder(
  items: readonly { priceFen: number; quantity: number }[],
  options: { isInspection: boolean },
  pricing: OrderPricing,
): OrderEstimate {
  const totalFen = items.reduce((sum, item) => sum + item.priceFen * item.quantity, 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const goodsVnd = fenToVnd(totalFen, pricing.rate);
  const fee = buyerFee(goodsVnd, {
    tiers: pricing.feeBuyerTiers,
    minFee: pricing.minBuyerFee,
    levelDiscountPercent: pricing.levelDiscountPercent,
  });
  return {
    totalFen,
    goodsVnd,
    buyerFee: fee,
    inspectionFee: options.isInspection ? inspectionFee(itemCount, pricing.inspectionTiers) : 0,
    depositAmount: depositAmount(goodsVnd + fee, pricing.depositPercent),
  };
}

/**
 * The pricing an existing order keeps: the rate, the level's discount and deposit percent locked
 * when it was made; the fee tables as they are now.
 */
export async function pricingOfOrder(
  tx: Executor,
  order: {
    customerId: number;
    rateX100: number;
    levelName: string;
    depositPercentX100: number;
    buyerFeeDiscountX100: number;
  },
): Promise<OrderPricing> {
  const current = await pricingFor(tx, { kind: 'customer', customerId: order.customerId });
  return {
    ...current,
    rate: order.rateX100 / 100,
    levelName: order.levelName,
    depositPercent: order.depositPercentX100 / 100,
    levelDiscountPercent: order.buyerFeeDiscountX100 / 100,
  };
}
