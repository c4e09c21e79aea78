import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCounts, wallets } from '../db/schema.js';
import { createCustomer, type TestCustomer } from '../test/factories.js';
import { customerCountsDrift } from '../test/customer-counts-check.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The counters behind every customer list's Total (migration 0016): kept at commit by deferred
 * triggers, so they follow inserts, status changes and deletes, and concurrent writers of one
 * customer neither lose a count nor deadlock over the counts row.
 */
let t: TestApp;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createCustomer(t.app);
});
afterAll(() => t.close());

const countsOf = async (customerId: number) => {
  const [row] = await t.db
    .select()
    .from(customerCounts)
    .where(eq(customerCounts.customerId, customerId));
  return row;
};

/** The dashboard's orders per state, as the customer sees them. */
const ordersByState = async (who: TestCustomer) => {
  const response = await t.app.inject({
    url: '/api/order/getdashboard',
    headers: { authorization: `Bearer ${who.token}` },
  });
  const { OrderCounts } = response.json<{ OrderCounts: { State: number; Count: number }[] }>();
  return Object.fromEntries(OrderCounts.map((row) => [row.State, row.Count]));
};

const insertOrder = (customerId: number, status: number) =>
  t.db
    .execute(sql`insert into orders (customer_id, warehouse_id, shop_name, rate_x100, deposit_amount, status)
    values (${customerId}, 1, 'Shop', 365000, 100000, ${status})`);

describe('customer_counts', () => {
  it('follows inserts, status changes and deletes, per status', async () => {
    const before = (await countsOf(customer.id))?.messages ?? 0;
    await t.db.execute(sql`insert into messages (customer_id, message_type, note)
      select ${customer.id}, 1, 'Tin ' || g from generate_series(1, 3) g`);
    expect((await countsOf(customer.id))?.messages).toBe(before + 3);

    await insertOrder(customer.id, 0);
    await insertOrder(customer.id, 0);
    await insertOrder(customer.id, 7);
    await t.db.execute(sql`update orders set status = 8
      where customer_id = ${customer.id} and status = 0 and id = (select min(id) from orders where customer_id = ${customer.id})`);
    expect(await ordersByState(customer)).toEqual({ 0: 1, 7: 1, 8: 1 });

    // Inserted and changed within one transaction: counted once, in its last status.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into orders (customer_id, warehouse_id, shop_name, rate_x100, deposit_amount, status)
        values (${customer.id}, 1, 'Shop', 365000, 100000, 1)`);
      await tx.execute(
        sql`update orders set status = 2 where customer_id = ${customer.id} and status = 1`,
      );
    });
    await t.db.execute(
      sql`delete from messages where customer_id = ${customer.id} and note = 'Tin 1'`,
    );
    expect((await countsOf(customer.id))?.messages).toBe(before + 2);
    expect(await ordersByState(customer)).toEqual({
      0: 1,
      2: 1,
      7: 1,
      8: 1,
    });
    expect(await customerCountsDrift(t.db)).toEqual([]);
  });

  it('counts unread messages through marking read, one by one and all at once', async () => {
    const unread = async () => (await countsOf(customer.id))?.unreadMessages ?? 0;
    const headers = { authorization: `Bearer ${customer.token}` };
    const start = await unread();
    await t.db.execute(sql`insert into messages (customer_id, message_type, note)
      select ${customer.id}, 1, 'Chưa đọc ' || g from generate_series(1, 4) g`);
    expect(await unread()).toBe(start + 4);
    const page = await t.app.inject({ url: '/api/customer/getmessages?take=1', headers });
    const newest = page.json<{ Items: { Id: number }[] }>().Items[0]!.Id;
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/updatereadmessage',
      headers,
      payload: { Ids: [newest] },
    });
    expect(marked.json()).toMatchObject({ Updated: 1, TotalMessage: start + 3 });
    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/updatereadmessage',
      headers,
      payload: { All: true },
    });
    expect(all.json()).toMatchObject({ TotalMessage: 0 });
    expect(await unread()).toBe(0);
    expect(await customerCountsDrift(t.db)).toEqual([]);
  });

  it('is what the lists answer as Total', async () => {
    const response = await t.app.inject({
      url: '/api/order/orders?state=7',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.json<{ Total: number }>().Total).toBe(1);
    const all = await t.app.inject({
      url: '/api/order/orders?take=2',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(all.json<{ Total: number; Items: unknown[] }>()).toMatchObject({ Total: 4 });
  });

  it('answers the Total of a filter the counters do not keep, and of a page past the end', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/order/orders?${query}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ Total: number; Items: unknown[] }>();
    };
    const from = '01/01/2020';
    // A full page of a date filter: counted in the page's own statement.
    expect(await list(`take=2&from=${from}`)).toMatchObject({ Total: 4 });
    expect((await list(`take=2&from=${from}`)).Items).toHaveLength(2);
    // No row to carry the Total: counted alone, with and without a counter for the filters.
    expect(await list('skip=10&take=2')).toEqual({ Items: [], Total: 4, NextCursor: null });
    expect(await list(`skip=10&take=2&from=${from}`)).toEqual({
      Items: [],
      Total: 4,
      NextCursor: null,
    });
  });

  it('finds a counter that no longer matches the rows', async () => {
    await t.db
      .update(customerCounts)
      .set({ messages: sql`${customerCounts.messages} + 5` })
      .where(eq(customerCounts.customerId, customer.id));
    const drift = await customerCountsDrift(t.db);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toContain(`customer ${customer.id}`);
    await t.db
      .update(customerCounts)
      .set({ messages: sql`${customerCounts.messages} - 5` })
      .where(eq(customerCounts.customerId, customer.id));
    expect(await customerCountsDrift(t.db)).toEqual([]);
  });

  it('counts every write of concurrent transactions, whatever they lock first', async () => {
    const fresh = await createCustomer(t.app);
    const before = (await countsOf(fresh.id))?.messages ?? 0;
    // Half take the wallet first, half write the message first: the counts row is asked for at
    // commit, after both, so neither order can deadlock against the other.
    const writers = Array.from({ length: 16 }, (_, index) =>
      t.db.transaction(async (tx) => {
        const lockWallet = () =>
          tx.select().from(wallets).where(eq(wallets.customerId, fresh.id)).for('update');
        const addMessage = () =>
          tx.execute(sql`insert into messages (customer_id, message_type, note)
            values (${fresh.id}, 1, ${`Ghi ${index}`})`);
        if (index % 2 === 0) {
          await lockWallet();
          await addMessage();
        } else {
          await addMessage();
          await lockWallet();
        }
      }),
    );
    await Promise.all(writers);
    expect((await countsOf(fresh.id))?.messages).toBe(before + 16);
  });
});
