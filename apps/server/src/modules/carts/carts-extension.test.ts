import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages as text, type CartRow, type OrderDetail, type OrdersCreated } from '@app/shared';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { keptRowFactsDrift } from '../../test/kept-row-facts-check.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * Items the browser extension adds (DESIGN §9): the shop's ids, 1688's quantity tiers and minimum,
 * the same item and SKU adding up, a shop's cart found by its id. Rate 3.650 (seed).
 */

const t = testAppForFile();

// A 1688 offer: ¥12.50 from 2 pieces, ¥11 from 10, ¥9.80 from 50; the shop sells 2 at least.
const TIERS = [
  { MinQuantity: 2, PriceCNY: 12.5 },
  { MinQuantity: 10, PriceCNY: 11 },
  { MinQuantity: 50, PriceCNY: 9.8 },
];

const fromExtension = (overrides: Record<string, unknown> = {}) => ({
  ShopName: 'Xưởng cốc sứ Nghĩa Ô',
  ShopLink: 'https://shop1234.1688.com',
  ShopId: '22334455',
  Site: '1688',
  ProductName: 'Cốc sứ 350ml',
  ProductLink: 'https://detail.1688.com/offer/612345678901.html',
  ImageUrl: 'https://cbu01.alicdn.com/img/cup.jpg',
  Properties: 'Màu: Trắng ngà (象牙白)',
  PriceCNY: 99,
  Quantity: 2,
  Note: '',
  ItemId: '612345678901',
  SkuId: '5012345678901',
  PriceTiers: TIERS,
  MinQuantity: 2,
  Source: 'extension',
  ...overrides,
});

const add = (customer: TestCustomer, payload: Record<string, unknown>) =>
  t.as(customer)({ method: 'POST', url: '/api/order/addtocart', payload });

async function added(customer: TestCustomer, payload: Record<string, unknown>) {
  const response = await add(customer, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartRow>();
}

const setQuantity = (customer: TestCustomer, itemId: number, Value: number) =>
  t.as(customer)({
    method: 'PUT',
    url: `/api/order/updatecartitemfield/${itemId}`,
    payload: { Field: 'Quantity', Value },
  });

const carts = async (customer: TestCustomer) =>
  (await t.as(customer)({ url: '/api/order/getcarts' })).json<{ Items: CartRow[] }>().Items;

describe('addtocart from the extension', () => {
  it("prices a 1688 item by the tier of its quantity, whatever price the client sent, and shows the shop's facts", async () => {
    const customer = await createCustomer(t.app);
    const cart = await added(customer, fromExtension({ Quantity: 12 }));
    expect(cart.CartItems).toEqual([
      expect.objectContaining({
        ItemId: '612345678901',
        SkuId: '5012345678901',
        PriceTiers: TIERS,
        MinQuantity: 2,
        Quantity: 12,
        PriceCNY: 11,
      }),
    ]);
    // ¥132 × 3.650 = 481.800 ₫.
    expect(cart).toMatchObject({ Site: '1688', TotalCNY: 132, TotalVND: 481_800 });
    // getcarts reads the same facts from what the database keeps on the cart.
    expect((await carts(customer))[0]?.CartItems[0]).toEqual(cart.CartItems[0]);
  });

  it("refuses a quantity under the shop's minimum, with the minimum in the sentence", async () => {
    const customer = await createCustomer(t.app);
    const response = await add(customer, fromExtension({ Quantity: 1, MinQuantity: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Quantity: ['Sản phẩm này shop chỉ bán từ 2 cái trở lên; hãy tăng số lượng.'],
    });
    expect(await carts(customer)).toEqual([]);
  });

  it('adds the same item and SKU up in one line, priced again for the sum', async () => {
    const customer = await createCustomer(t.app);
    await added(customer, fromExtension({ Quantity: 6 }));
    // The same SKU from another page generation (another link form, other words for the colour).
    const cart = await added(
      customer,
      fromExtension({
        Quantity: 4,
        ProductLink: 'https://m.1688.com/offer/612345678901.html?spm=a26g8',
        Properties: 'Màu: Trắng',
      }),
    );
    expect(cart.CartItems).toHaveLength(1);
    expect(cart.CartItems[0]).toMatchObject({ Quantity: 10, PriceCNY: 11 });
    // Another SKU of the item is a line of its own.
    const other = await added(customer, fromExtension({ SkuId: '5012345678902', Quantity: 2 }));
    expect(other.CartItems.map((item) => [item.SkuId, item.Quantity, item.PriceCNY])).toEqual([
      ['5012345678901', 10, 11],
      ['5012345678902', 2, 12.5],
    ]);
  });

  it('without a SKU id, tells variants of one item apart by their properties', async () => {
    const customer = await createCustomer(t.app);
    const base = fromExtension({ SkuId: '', PriceTiers: [], MinQuantity: 1, PriceCNY: 20 });
    await added(customer, { ...base, Properties: 'Màu: Đỏ' });
    await added(customer, { ...base, Properties: 'Màu: Đỏ', Quantity: 3 });
    const cart = await added(customer, { ...base, Properties: 'Màu: Xanh' });
    expect(cart.CartItems.map((item) => [item.Properties, item.Quantity, item.PriceCNY])).toEqual([
      ['Màu: Đỏ', 5, 20],
      ['Màu: Xanh', 2, 20],
    ]);
  });

  it("finds the shop's cart by its id whatever its link or name, and only the customer's own", async () => {
    const customer = await createCustomer(t.app);
    const first = await added(customer, fromExtension());
    const renamed = await added(
      customer,
      fromExtension({
        ShopName: 'Nghĩa Ô Cup Factory',
        ShopLink: 'https://nghiaocup.1688.com',
        ItemId: '612345678999',
        SkuId: '',
        ProductLink: 'https://detail.1688.com/offer/612345678999.html',
      }),
    );
    expect(renamed.Id).toBe(first.Id);
    expect(renamed.CartItems).toHaveLength(2);
    // A cart filled by pasting the shop's items (no id yet) is the cart the extension fills.
    const pasted = await added(customer, {
      ShopName: 'Shop giày Phúc Kiến',
      ShopLink: 'https://shoes.1688.com',
      ProductName: 'Giày vải',
      ProductLink: 'https://detail.1688.com/offer/700000000001.html',
      PriceCNY: 30,
      Quantity: 2,
    });
    const byId = await added(
      customer,
      fromExtension({
        ShopName: 'Shop giày Phúc Kiến',
        ShopLink: 'https://shoes.1688.com',
        ShopId: '99887766',
        ItemId: '700000000002',
        ProductLink: 'https://detail.1688.com/offer/700000000002.html',
      }),
    );
    expect(byId.Id).toBe(pasted.Id);
    expect(await carts(customer)).toHaveLength(2);
    // Another customer's cart of the same shop is never found.
    const stranger = await createCustomer(t.app);
    expect((await added(stranger, fromExtension())).Id).not.toBe(first.Id);
  });

  it('keeps the minimum and re-prices by tier when the quantity is edited', async () => {
    const customer = await createCustomer(t.app);
    const cart = await added(customer, fromExtension({ Quantity: 2 }));
    const itemId = cart.CartItems[0]?.Id ?? 0;
    const bulk = await setQuantity(customer, itemId, 50);
    expect(bulk.json<CartRow>().CartItems[0]).toMatchObject({ Quantity: 50, PriceCNY: 9.8 });
    const back = await setQuantity(customer, itemId, 9);
    expect(back.json<CartRow>().CartItems[0]).toMatchObject({ Quantity: 9, PriceCNY: 12.5 });
    const under = await setQuantity(customer, itemId, 1);
    expect(under.statusCode).toBe(400);
    expect(under.json()).toEqual({
      Value: ['Sản phẩm này shop chỉ bán từ 2 cái trở lên; hãy tăng số lượng.'],
    });
  });

  it('keeps the price an item typed by hand was given, with no tiers and a minimum of 1', async () => {
    const customer = await createCustomer(t.app);
    const cart = await added(customer, {
      ShopName: 'Shop Quần Áo Hàng Châu',
      ProductName: 'Áo khoác gió',
      ProductLink: 'https://world.taobao.com/item/6543210987.htm',
      PriceCNY: 100,
      Quantity: 2,
    });
    expect(cart.CartItems[0]).toMatchObject({
      ProductLink: 'https://item.taobao.com/item.htm?id=6543210987',
      ItemId: '6543210987',
      SkuId: '',
      PriceTiers: [],
      MinQuantity: 1,
    });
    const edited = await setQuantity(customer, cart.CartItems[0]?.Id ?? 0, 5);
    expect(edited.json<CartRow>().CartItems[0]).toMatchObject({ Quantity: 5, PriceCNY: 100 });
  });

  it('refuses tiers that do not grow, with the sentence', async () => {
    const customer = await createCustomer(t.app);
    const response = await add(
      customer,
      fromExtension({
        PriceTiers: [
          { MinQuantity: 10, PriceCNY: 11 },
          { MinQuantity: 2, PriceCNY: 12.5 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ PriceTiers: [text.priceTiersInvalid] });
  });
});

describe('ordering what the extension added', () => {
  it("gives the order the item's and SKU's ids, so the buyer orders that variant", async () => {
    const customer = await createCustomer(t.app);
    const cart = await added(customer, fromExtension({ Quantity: 10 }));
    const ordered = await t.as(customer)({ method: 'PUT', url: `/api/order/orderbuy/${cart.Id}` });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const [order] = ordered.json<OrdersCreated>().Orders;
    const mine = await t.as(customer)({ url: `/api/order/getorderdetails/${order?.Id}` });
    expect(mine.json<OrderDetail>().Items).toEqual([
      expect.objectContaining({
        ItemId: '612345678901',
        SkuId: '5012345678901',
        Quantity: 10,
        PriceCNY: 11,
        // An order's price was fixed when it was made.
        PriceTiers: [],
        MinQuantity: 1,
      }),
    ]);
    const desk = await t.asAdmin({ url: `/api/admin/orders/${order?.Id}` });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json<OrderDetail>().Items[0]).toMatchObject({
      ItemId: '612345678901',
      SkuId: '5012345678901',
    });
  });
});

describe('carts kept before the extension', () => {
  it('reads an item kept in the old 8-element shape as one without ids, tiers or minimum', async () => {
    const customer = await createCustomer(t.app);
    const cart = await added(customer, fromExtension({ Quantity: 3 }));
    const item = cart.CartItems[0];
    await t.db.execute(
      sql`update carts set items = ${JSON.stringify([
        [item?.Id, 'Cốc sứ 350ml', item?.ProductLink, '', '', 1250, 3, ''],
      ])}::json where id = ${cart.Id}`,
    );
    expect((await carts(customer))[0]?.CartItems).toEqual([
      {
        Id: item?.Id,
        ProductName: 'Cốc sứ 350ml',
        ProductLink: item?.ProductLink,
        ImageUrl: '',
        Properties: '',
        PriceCNY: 12.5,
        Quantity: 3,
        Note: '',
        ItemId: '',
        SkuId: '',
        PriceTiers: [],
        MinQuantity: 1,
      },
    ]);
    // Migration 0030 writes every cart again in the new shape.
    await t.db.execute(sql`select recount_all_cart_items()`);
    expect(await keptRowFactsDrift(t.db)).toEqual([]);
    expect((await carts(customer))[0]?.CartItems[0]).toEqual(item);
  });
});
