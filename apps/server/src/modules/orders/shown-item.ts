import type { PriceTier } from '@app/shared';
import type { NewOrderItem } from './orders.repository.js';

/** An item's columns, in a cart or in an order. */
type ItemColumns = NewOrderItem & { id: number };

/**
 * How an item's price goes with its quantity: a cart item's 1688 tiers and minimum; an ordered
 * item's price was fixed when it was ordered (no tiers, no minimum).
 */
export interface ItemPricing {
  PriceTiers: PriceTier[];
  MinQuantity: number;
}
const FIXED_PRICE: ItemPricing = { PriceTiers: [], MinQuantity: 1 };

/** What the portal shows of an item, whether it waits in a cart or was ordered. */
export const shownItem = (item: ItemColumns, pricing: ItemPricing = FIXED_PRICE) => ({
  Id: item.id,
  ProductName: item.productName,
  ProductLink: item.productLink,
  ImageUrl: item.imageUrl,
  Properties: item.properties,
  PriceCNY: item.priceFen / 100,
  Quantity: item.quantity,
  Note: item.note,
  ItemId: item.itemId,
  SkuId: item.skuId,
  ...pricing,
});
