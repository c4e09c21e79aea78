import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, settings, shopFavorites, users, wallets } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { insertUser } from '../accounts/users.repository.js';

const t = testAppForFile();

const dashboard = async (customer: TestCustomer) => {
  const response = await t.as(customer)({ url: '/api/order/getdashboard' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
};

describe('getdashboard', () => {
  it('answers the reference values and empty lists for a new customer', async () => {
    const customer = await createCustomer(t.app);
    expect(await dashboard(customer)).toEqual({
      CurrentRate: 3650,
      // No link set by staff: the portal's page about the extension.
      ExtensionLink: '#/extension',
      NumberCarts: 0,
      PocketMoney: 0,
      ShopFavorites: [],
      Supporter: null,
      OrderCounts: [],
      TransportCounts: [],
      WaitingPayment: { Orders: 0, Consignments: 0, Amount: 0 },
      StorageDeadline: null,
    });
  });

  it("reflects exactly the caller's carts, wallet, favourite shops and supporter", async () => {
    const customer = await createCustomer(t.app);
    const other = await createCustomer(t.app);
    const staff = await insertUser(t.db, {
      email: 'ho-tro@example.vn',
      phone: '0987654321',
      passwordHash: await hashPassword('matkhau123', 10),
      warehouseId: null,
      role: 'staff',
      fullName: 'Trần Thị Hỗ Trợ',
    });
    await t.db.insert(carts).values([
      { customerId: customer.id, shopName: 'Cửa hàng A' },
      { customerId: customer.id, shopName: 'Cửa hàng B' },
      { customerId: other.id, shopName: 'Cửa hàng C' },
    ]);
    await t.db.insert(shopFavorites).values([
      {
        customerId: customer.id,
        name: 'Shop yêu thích',
        link: 'https://shop.taobao.com/1',
        itemLinks: ['https://item.taobao.com/item.htm?id=1'],
      },
      { customerId: other.id, name: 'Shop người khác', link: 'https://shop.taobao.com/2' },
    ]);
    await t.db
      .update(wallets)
      .set({ balance: 1_500_000 })
      .where(eq(wallets.customerId, customer.id));
    await t.db.update(wallets).set({ balance: 9_000_000 }).where(eq(wallets.customerId, other.id));
    await t.db.update(users).set({ supporterId: staff.id }).where(eq(users.id, customer.id));

    const body = await dashboard(customer);
    expect(body).toMatchObject({
      NumberCarts: 2,
      PocketMoney: 1_500_000,
      Supporter: { Name: 'Trần Thị Hỗ Trợ', Phone: '0987654321', Email: 'ho-tro@example.vn' },
    });
    expect(body.ShopFavorites).toEqual([
      {
        Id: expect.any(Number) as number,
        Name: 'Shop yêu thích',
        Link: 'https://shop.taobao.com/1',
        ItemLinks: '["https://item.taobao.com/item.htm?id=1"]',
      },
    ]);

    expect(await dashboard(other)).toMatchObject({
      NumberCarts: 1,
      PocketMoney: 9_000_000,
      ShopFavorites: [{ Name: 'Shop người khác', ItemLinks: '[]' }],
      Supporter: null,
    });
  });

  it('saves and removes favourite shops, only the caller’s', async () => {
    const customer = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    const save = await t.as(customer)({
      method: 'POST',
      url: '/api/order/addshopfavorite',
      payload: { Name: 'Shop giày Quảng Châu', Link: 'https://shop999.1688.com' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const [saved] = save.json<{ Id: number; Name: string }[]>();
    expect(saved).toMatchObject({ Name: 'Shop giày Quảng Châu', Link: 'https://shop999.1688.com' });
    const bad = await t.as(customer)({
      method: 'POST',
      url: '/api/order/addshopfavorite',
      payload: { Name: 'X', Link: 'khong-phai-link' },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.as(stranger)({
      method: 'DELETE',
      url: `/api/order/removeshopfavorite/${saved?.Id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.as(customer)({
      method: 'DELETE',
      url: `/api/order/removeshopfavorite/${saved?.Id}`,
    });
    expect(removed.json()).toEqual([]);
  });

  it('shows a rate changed in the database (as by another server) as soon as it is announced', async () => {
    const customer = await createCustomer(t.app);
    expect((await dashboard(customer)).CurrentRate).toBe(3650);
    await t.db
      .insert(settings)
      .values({ key: 'CurrentRate', value: 3700 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 3700 } });
    // The cached settings go when the database's notification arrives (on PostgreSQL a moment
    // later, on another connection); a server that missed it would answer 3650 for a minute.
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await dashboard(customer)).CurrentRate === 3700) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await dashboard(customer)).CurrentRate).toBe(3700);
  });

  it("leads to the extension link staff set, and back to the portal's page when they clear it", async () => {
    const customer = await createCustomer(t.app);
    const save = (ExtensionLink: string) =>
      t.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload: { ExtensionLink } });
    expect((await save('https://chromewebstore.google.com/detail/abc')).statusCode).toBe(200);
    expect((await dashboard(customer)).ExtensionLink).toBe(
      'https://chromewebstore.google.com/detail/abc',
    );
    expect((await save('')).statusCode).toBe(200);
    expect((await dashboard(customer)).ExtensionLink).toBe('#/extension');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/order/getdashboard' });
    expect(response.statusCode).toBe(401);
  });
});
