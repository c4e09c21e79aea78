import type { NewOrderItem } from './orders.repository.js';

/** An item's columns, in a cart or in an order. */
type ItemColumns = NewOrderItem & { id: number };

/** What the portal shows of an item, whether it waits in a cart or was ordered. */
export const shownItem = (item: ItemColumns) => ({
  Id: item.id,
  ProductName: item.productName,
  ProductLink: item.productLink,
  ImageUrl: item.imageUrl,
  Properties: item.properties,
  PriceCNY: item.priceFen / 100,
  Quantity: item.quantity,
  Note: item.note,
});
