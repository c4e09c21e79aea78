import { z } from 'zod';
import { checkDateRange, dateRangeFields, dateRangeRefinement, pagingFields } from './common.js';
import { exportFormatQuery } from './console-list.js';

/**
 * Profit per order (DESIGN §12): what the customer was charged (the bill's fee lines, refunds
 * included) − what the shop was paid for the goods and its inland shipping, at the buying rate in
 * force when the order was bought − the freight of its parcels' charged weight at the settings'
 * FreightCostPerKg. An order counts in the period it was bought (its costs are known from then);
 * its charges go on growing until it is delivered, so a recent period's figure still moves.
 */
export const profitFigures = z.object({
  Orders: z.number().int(),
  Charged: z.number().int(),
  /** Goods and inland shipping paid to the shops, in đồng at the buying rate. */
  ShopCost: z.number().int(),
  Freight: z.number().int(),
  Profit: z.number().int(),
});
export type ProfitFigures = z.infer<typeof profitFigures>;

export const profitRow = profitFigures.extend({
  /** yyyy-MM-dd or yyyy-MM, in Vietnam. */
  Period: z.string(),
});
export type ProfitRow = z.infer<typeof profitRow>;

export const profitReport = z.object({ Rows: z.array(profitRow), Totals: profitFigures });
export type ProfitReport = z.infer<typeof profitReport>;

/** The orders behind a profit figure: those bought in the period, newest first. */
export const profitOrdersQuery = z
  .object({ ...dateRangeFields, format: exportFormatQuery, ...pagingFields })
  .refine(checkDateRange, dateRangeRefinement);
export type ProfitOrdersQuery = z.infer<typeof profitOrdersQuery>;

export const profitOrder = z.object({
  Id: z.number().int(),
  Code: z.string(),
  CustomerCode: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  BoughtDate: z.string(),
  Charged: z.number().int(),
  /** What the shop was paid, in yuan: the goods at their real prices and the inland shipping. */
  ShopGoodsCNY: z.number(),
  ShopInlandCNY: z.number(),
  /** The buying rate the shop's yuan are counted at, VND per 1 CNY. */
  BuyingRate: z.number(),
  ShopCost: z.number().int(),
  /** The charged weight of its parcels weighed so far, kg. */
  ChargedKg: z.number(),
  Freight: z.number().int(),
  Profit: z.number().int(),
});
export type ProfitOrder = z.infer<typeof profitOrder>;
