import { eq } from 'drizzle-orm';
import {
  cnyToFen,
  parseItemLink,
  type AddToCartInput,
  type CartFieldInput,
  type CartItemFieldInput,
  type CartRow,
  type Settings,
  type OrdersCreated,
} from '@app/shared';
import type { Database, Transaction } from '../../db/client.js';
import { cartItems, carts } from '../../db/schema.js';
import type { CustomerListPage, CustomerPageQuery } from '../../lib/customer-list.js';
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
import { findUserById } from '../accounts/users.repository.js';
import { placeOrder } from '../orders/orders.service.js';
import { shownItem } from '../orders/shown-item.js';
import {
  countItems,
  findCart,
  findCartItem,
  findSameItem,
  findShopCart,
  listCarts,
  lockCarts,
  type CartFields,
  type CartItemFields,
} from './carts.repository.js';
import { assertMinimum, shownTiers, storedTiers, unitPriceFen } from './item-price.js';

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
    CartItems: items.map((item) =>
      shownItem(item, { PriceTiers: shownTiers(item.priceTiers), MinQuantity: item.minQuantity }),
    ),
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
  page: CustomerPageQuery,
): Promise<CustomerListPage<CartRow>> {
  // Settings come from memory; the level comes with the carts: one statement in all.
  const [found, settings] = await Promise.all([listCarts(db, scope, page), readSettings(db)]);
  const pricing = pricingOf(settings, found.level);
  return {
    Items: found.carts.map(({ cart, items }) => toCartRow(cart, items, pricing)),
    Total: found.total,
    NextCursor: found.nextCursor,
  };
}

/**
 * The cart as an edit left it, priced as getcarts prices it: by the settings in memory, read
 * before the edit's transaction (inside it, the embedded database's one connection is taken), and
 * the customer's level. A cart's amounts are an estimate; an order reads the tables as it is made.
 */
async function cartRowAfter(
  tx: Transaction,
  scope: CustomerScope,
  cartId: number,
  settings: Settings,
) {
  const [cart] = await lockCarts(tx, scope, [cartId]);
  if (!cart) throw new NotFoundError();
  const customer = await findUserById(tx, scope.customerId);
  return toCartRow(cart, cart.items, pricingOf(settings, customer?.level));
}

/**
 * addtocart: into the cart of the item's shop (made if there is none); a link is recognised and
 * normalised, and the same item adds to its quantity (carts.repository.ts findSameItem). With
 * 1688's tiers the unit price is the tier's for the quantity the line ends with, and a line under
 * the shop's minimum is refused.
 */
export async function addToCart(
  db: Database,
  scope: CustomerScope,
  input: AddToCartInput,
): Promise<CartRow> {
  const link = input.ProductLink ? parseItemLink(input.ProductLink) : null;
  if (input.ProductLink && !link) throw fieldError('ProductLink', 'itemLinkInvalid');
  const productLink = link?.Link ?? '';
  const tiers = storedTiers(input.PriceTiers);
  const settings = await readSettings(db);
  return db.transaction(async (tx) => {
    const site = link?.Site ?? input.Site;
    const shop = { shopName: input.ShopName, shopLink: input.ShopLink, shopId: input.ShopId };
    const found = await findShopCart(tx, scope, { ...shop, site });
    if (found && shop.shopId && !found.shopId) {
      // The shop's cart filled by links learns the shop's id from its first item of the extension.
      await tx.update(carts).set({ shopId: shop.shopId }).where(eq(carts.id, found.id));
    }
    const cart =
      found ??
      (
        await tx
          .insert(carts)
          .values({ ...shop, customerId: scope.customerId, site })
          .returning()
      )[0];
    if (!cart) throw new Error('insert into carts returned no row');
    const same = await findSameItem(tx, cart.id, {
      itemId: input.ItemId,
      skuId: input.SkuId,
      productLink,
      properties: input.Properties,
    });
    if (same) {
      const quantity = Math.min(MAX_QUANTITY, same.quantity + input.Quantity);
      // The shop's newest tiers and minimum, when the extension sent them.
      const kept = tiers.length > 0 ? tiers : same.priceTiers;
      const minQuantity = input.Source === 'extension' ? input.MinQuantity : same.minQuantity;
      assertMinimum('Quantity', quantity, minQuantity);
      await tx
        .update(cartItems)
        .set({
          quantity,
          priceTiers: kept,
          minQuantity,
          priceFen: unitPriceFen(kept, quantity, same.priceFen),
        })
        .where(eq(cartItems.id, same.id));
    } else {
      assertMinimum('Quantity', input.Quantity, input.MinQuantity);
      await tx.insert(cartItems).values({
        cartId: cart.id,
        productName: input.ProductName,
        productLink,
        imageUrl: input.ImageUrl,
        properties: input.Properties,
        priceFen: unitPriceFen(tiers, input.Quantity, cnyToFen(input.PriceCNY)),
        quantity: input.Quantity,
        note: input.Note,
        itemId: input.ItemId || (link?.ItemId ?? ''),
        skuId: input.SkuId,
        priceTiers: tiers,
        minQuantity: input.MinQuantity,
        source: input.Source,
      });
    }
    return cartRowAfter(tx, scope, cart.id, settings);
  });
}

/** updatecartitemfield: a quantity keeps to the shop's minimum and takes its tier's price. */
export async function updateCartItemField(
  db: Database,
  scope: CustomerScope,
  id: number,
  input: CartItemFieldInput,
): Promise<CartRow> {
  const settings = await readSettings(db);
  return db.transaction(async (tx) => {
    const item = await findCartItem(tx, scope, id);
    if (!item) throw new NotFoundError();
    if (input.Field === 'Quantity') assertMinimum('Value', input.Value, item.minQuantity);
    const change =
      input.Field === 'Quantity'
        ? {
            quantity: input.Value,
            priceFen: unitPriceFen(item.priceTiers, input.Value, item.priceFen),
          }
        : input.Field === 'Note'
          ? { note: input.Value }
          : { properties: input.Value };
    await tx.update(cartItems).set(change).where(eq(cartItems.id, id));
    return cartRowAfter(tx, scope, item.cartId, settings);
  });
}

export async function updateCartField(
  db: Database,
  scope: CustomerScope,
  id: number,
  input: CartFieldInput,
): Promise<CartRow> {
  const settings = await readSettings(db);
  return db.transaction(async (tx) => {
    if (!(await findCart(tx, scope, id))) throw new NotFoundError();
    const change =
      input.Field === 'Note'
        ? { note: input.Value }
        : input.Field === 'IsInspection'
          ? { isInspection: input.Value }
          : { isWoodenCrate: input.Value };
    await tx.update(carts).set(change).where(eq(carts.id, id));
    return cartRowAfter(tx, scope, id, settings);
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
            itemId: item.itemId,
            skuId: item.skuId,
          })),
        });
        await tx.delete(carts).where(eq(carts.id, cart.id));
        created.push({ Id: order.id, Code: order.code });
      }
      return { Orders: created };
    },
  );
}
