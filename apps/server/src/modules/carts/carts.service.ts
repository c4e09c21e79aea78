import { and, eq } from 'drizzle-orm';
import {
  cnyToFen,
  parseItemLink,
  type AddToCartInput,
  type CartFieldInput,
  type CartItemFieldInput,
  type CartRow,
  type OrdersCreated,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';
import { fieldError, NotFoundError, ruleError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/owner-scope.js';
import { runIdempotent } from '../idempotency/idempotency.js';
import {
  estimateOrder,
  pricingFor,
  pricingOf,
  type OrderPricing,
} from '../orders/order-pricing.js';
import { readSettings } from '../settings/settings.repository.js';
import { placeOrder } from '../orders/orders.service.js';
import { shownItem } from '../orders/shown-item.js';
import {
  countItems,
  findCart,
  findCartItem,
  findShopCart,
  listCarts,
  lockCarts,
  type CartFields,
  type CartItemFields,
} from './carts.repository.js';

const MAX_QUANTITY = 10_000;

function toCartRow(cart: CartFields, items: CartItemFields[], pricing: OrderPricing): CartRow {
  const estimate = estimateOrder(items, cart, pricing);
  return {
    Id: cart.id,
    ShopName: cart.shopName,
    ShopLink: cart.shopLink,
    Site: cart.site,
    Note: cart.note,
    IsInspection: cart.isInspection,
    IsWoodenCrate: cart.isWoodenCrate,
    CartItems: items.map(shownItem),
    TotalCNY: estimate.totalFen / 100,
    TotalVND: estimate.goodsVnd,
    BuyerFee: estimate.buyerFee,
    InspectionFee: estimate.inspectionFee,
    DepositAmount: estimate.depositAmount,
  };
}

/** getcarts: the customer's carts with the estimates an order of each would carry today. */
export async function getCarts(
  db: Database,
  scope: CustomerScope,
  page: { skip: number; take: number },
): Promise<{ Items: CartRow[]; Total: number }> {
  // Settings come from memory; the level comes with the carts: one statement in all.
  const [found, settings] = await Promise.all([listCarts(db, scope, page), readSettings(db)]);
  const pricing = pricingOf(settings, found.level);
  return {
    Items: found.carts.map(({ cart, items }) => toCartRow(cart, items, pricing)),
    Total: found.total,
  };
}

async function cartRowAfter(tx: Transaction, scope: CustomerScope, cartId: number) {
  const [cart] = await lockCarts(tx, scope, [cartId]);
  if (!cart) throw new NotFoundError();
  return toCartRow(cart, cart.items, await pricingFor(tx, scope));
}

/**
 * addtocart: into the cart of the item's shop (made if there is none); a link is recognised and
 * normalised, and the same item with the same properties adds to its quantity.
 */
export async function addToCart(
  db: Database,
  scope: CustomerScope,
  input: AddToCartInput,
): Promise<CartRow> {
  const link = input.ProductLink ? parseItemLink(input.ProductLink) : null;
  if (input.ProductLink && !link) throw fieldError('ProductLink', 'itemLinkInvalid');
  const productLink = link?.Link ?? '';
  return db.transaction(async (tx) => {
    const shop = { shopName: input.ShopName, shopLink: input.ShopLink };
    const cart =
      (await findShopCart(tx, scope, shop)) ??
      (
        await tx
          .insert(carts)
          .values({ ...shop, customerId: scope.customerId, site: link?.Site ?? input.Site })
          .returning()
      )[0];
    if (!cart) throw new Error('insert into carts returned no row');
    // The same item (link and properties) adds to its quantity instead of a second line.
    const [same] = productLink
      ? await tx
          .select()
          .from(cartItems)
          .where(
            and(
              eq(cartItems.cartId, cart.id),
              eq(cartItems.productLink, productLink),
              eq(cartItems.properties, input.Properties),
            ),
          )
          .limit(1)
      : [];
    if (same) {
      await tx
        .update(cartItems)
        .set({ quantity: Math.min(MAX_QUANTITY, same.quantity + input.Quantity) })
        .where(eq(cartItems.id, same.id));
    } else {
      await tx.insert(cartItems).values({
        cartId: cart.id,
        productName: input.ProductName,
        productLink,
        imageUrl: input.ImageUrl,
        properties: input.Properties,
        priceFen: cnyToFen(input.PriceCNY),
        quantity: input.Quantity,
        note: input.Note,
      });
    }
    return cartRowAfter(tx, scope, cart.id);
  });
}

export async function updateCartItemField(
  db: Database,
  scope: CustomerScope,
  id: number,
  input: CartItemFieldInput,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const item = await findCartItem(tx, scope, id);
    if (!item) throw new NotFoundError();
    const change =
      input.Field === 'Quantity'
        ? { quantity: input.Value }
        : input.Field === 'Note'
          ? { note: input.Value }
          : { properties: input.Value };
    await tx.update(cartItems).set(change).where(eq(cartItems.id, id));
    return cartRowAfter(tx, scope, item.cartId);
  });
}

export async function updateCartField(
  db: Database,
  scope: CustomerScope,
  id: number,
  input: CartFieldInput,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    if (!(await findCart(tx, scope, id))) throw new NotFoundError();
    const change =
      input.Field === 'Note'
        ? { note: input.Value }
        : input.Field === 'IsInspection'
          ? { isInspection: input.Value }
          : { isWoodenCrate: input.Value };
    await tx.update(carts).set(change).where(eq(carts.id, id));
    return cartRowAfter(tx, scope, id);
  });
}

/** deletecartitem: the item goes; a cart left without items goes with it. */
export async function deleteCartItem(
  db: Database,
  scope: CustomerScope,
  id: number,
): Promise<{ Message: string }> {
  await db.transaction(async (tx) => {
    const item = await findCartItem(tx, scope, id);
    if (!item) throw new NotFoundError();
    await tx.delete(cartItems).where(eq(cartItems.id, id));
    if ((await countItems(tx, item.cartId)) === 0) {
      await tx.delete(carts).where(eq(carts.id, item.cartId));
    }
  });
  return { Message: 'Đã xóa sản phẩm khỏi giỏ hàng.' };
}

export async function removeCart(
  db: Database,
  scope: CustomerScope,
  id: number,
): Promise<{ Message: string }> {
  await db.transaction(async (tx) => {
    if (!(await findCart(tx, scope, id))) throw new NotFoundError();
    await tx.delete(carts).where(eq(carts.id, id));
  });
  return { Message: 'Đã xóa giỏ hàng.' };
}

/** orderbuy / orderbuyids: one order per cart, all or none; the carts are emptied. */
export async function orderCarts(
  db: Database,
  scope: CustomerScope,
  ids: readonly number[],
  idempotencyKey: string | undefined,
): Promise<OrdersCreated> {
  const unique = [...new Set(ids)];
  return runIdempotent(
    db,
    { userId: scope.customerId, key: idempotencyKey, route: `orderbuy:${unique.join(',')}` },
    async (tx) => {
      const found = await lockCarts(tx, scope, unique);
      if (found.length !== unique.length) throw new NotFoundError();
      if (found.some((cart) => cart.items.length === 0)) throw ruleError('cartEmpty');
      const pricing = await pricingFor(tx, scope);
      const created: OrdersCreated['Orders'] = [];
      for (const cart of found) {
        const order = await placeOrder(tx, scope, pricing, {
          shopName: cart.shopName,
          shopLink: cart.shopLink,
          site: cart.site,
          note: cart.note,
          isInspection: cart.isInspection,
          isWoodenCrate: cart.isWoodenCrate,
          items: cart.items.map((item) => ({
            productName: item.productName,
            productLink: item.productLink,
            imageUrl: item.imageUrl,
            properties: item.properties,
            priceFen: item.priceFen,
            quantity: item.quantity,
            note: item.note,
          })),
        });
        await tx.delete(carts).where(eq(carts.id, cart.id));
        created.push({ Id: order.id, Code: order.code });
      }
      return { Orders: created };
    },
  );
}
