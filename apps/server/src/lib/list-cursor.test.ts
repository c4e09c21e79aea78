import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeListCursor, messages } from '@app/shared';
import { asUser, createCustomer, type TestCustomer } from '../test/factories.js';
import { rowsOf } from '../test/rows-of.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A customer's list read page after page by the cursor each page gives (issue 27) is the same
 * list, in the same pages, as read by skip/take — rows created within one millisecond, or at one
 * moment, included — and a cursor only ever places the caller's own rows.
 */
const ROWS = 95;
const TAKE = 20;

let t: TestApp;
let owner: TestCustomer;
let other: TestCustomer;

/** Rows of every kind for a customer: three to an hour, and within an hour a microsecond apart. */
async function seed(customerId: number) {
  const moment = sql.raw(
    `now() - ((g / 3) || ' hours')::interval - ((g % 3 = 2)::int || ' microseconds')::interval`,
  );
  await t.db.execute(sql`insert into messages (customer_id, message_type, note, created_at)
    select ${customerId}, 1, 'Tin ' || g, ${moment} from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`insert into ledger_entries
      (customer_id, type, amount, balance_after, note, created_at)
    select ${customerId}, 1 + g % 2, 1000, 1000 * g, 'Giao dịch ' || g, ${moment}
    from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`insert into orders
      (customer_id, warehouse_id, shop_name, rate_x100, deposit_amount, status, created_at)
    select ${customerId}, 1, 'Shop ' || g, 365000, 100000, g % 3, ${moment}
    from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`insert into deposit_requests
      (customer_id, amount, bank_account, transfer_content, status, created_at)
    select ${customerId}, 100000, '{"Id":1,"BankName":"Vietcombank","BankBin":"970436","AccountNumber":"0011004123456","AccountName":"CONG TY","Branch":"HN"}',
      'NAP CURSOR' || ${customerId} || ' ' || g, g % 2, ${moment}
    from generate_series(1, ${ROWS}) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createCustomer(t.app);
  other = await createCustomer(t.app);
  await seed(owner.id);
  await seed(other.id);
}, 60_000);
afterAll(() => t.close());

interface Page {
  ids: number[];
  Total: number;
  NextCursor: string | null;
}

async function pageOf(token: string, url: string, query: Record<string, string>): Promise<Page> {
  const response = await asUser(t.app, token)({ url, query });
  expect(response.statusCode, response.body).toBe(200);
  const { Items, Total, NextCursor } = response.json<{
    Items: { Id: number }[];
    Total: number;
    NextCursor: string | null;
  }>();
  return { ids: Items.map((item) => item.Id), Total, NextCursor };
}

/** The ids of a customer's rows of a table, for telling whose a row is. */
async function idsOf(table: string, customerId: number): Promise<Set<number>> {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from ${sql.identifier(table)} where customer_id = ${customerId}`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

const lists = [
  ['messages (by time, counted)', '/api/customer/getmessages', {}],
  [
    'messages between dates (counted row by row)',
    '/api/customer/getmessages',
    { from: '01/01/2000', end: '31/12/2099' },
  ],
  ['the ledger (by id alone)', '/api/customer/transactions', {}],
  ['the ledger of one type', '/api/customer/transactions', { transactionType: '2' }],
  ['orders (a joined select)', '/api/order/orders', {}],
  ['orders in one state', '/api/order/orders', { state: '1' }],
  ['deposits of one status', '/api/customer/getdeposits', { status: '0' }],
] as const;

describe('paging by cursor', () => {
  it.each(lists)('%s: every page by cursor is the page by skip', async (_name, url, filter) => {
    let cursor: string | null = null;
    let skip = 0;
    let pages = 0;
    do {
      const bySkip = await pageOf(owner.token, url, {
        ...filter,
        skip: String(skip),
        take: String(TAKE),
      });
      const byCursor: Page =
        cursor === null
          ? bySkip
          : await pageOf(owner.token, url, {
              ...filter,
              cursor,
              skip: String(skip),
              take: String(TAKE),
            });
      expect({ skip, ...byCursor }).toEqual({ skip, ...bySkip });
      cursor = byCursor.NextCursor;
      skip += TAKE;
      pages += 1;
    } while (cursor !== null);
    // The last page is the short one, and it says so: no cursor after it.
    const total = (await pageOf(owner.token, url, { ...filter, take: '1' })).Total;
    expect(pages).toBe(Math.ceil(total / TAKE));
  });

  it('places the page by the cursor, whatever skip says (the cursor wins)', async () => {
    const url = '/api/customer/getmessages';
    const first = await pageOf(owner.token, url, { take: String(TAKE) });
    const second = await pageOf(owner.token, url, { skip: String(TAKE), take: String(TAKE) });
    const cursor = first.NextCursor!;
    for (const skip of ['0', '60', '5000']) {
      expect(await pageOf(owner.token, url, { cursor, skip, take: String(TAKE) })).toEqual(second);
    }
  });

  it("gives another customer only their own rows from someone else's cursor", async () => {
    for (const [url, table] of [
      ['/api/customer/getmessages', 'messages'],
      ['/api/customer/transactions', 'ledger_entries'],
      ['/api/order/orders', 'orders'],
    ] as const) {
      // Each way round: one customer's ids are all below the other's.
      let seen = 0;
      for (const [giver, taker] of [
        [owner, other],
        [other, owner],
      ] as const) {
        const { NextCursor } = await pageOf(giver.token, url, { take: String(TAKE) });
        const theirs = await pageOf(taker.token, url, { cursor: NextCursor!, take: '100' });
        const ownRows = await idsOf(table, taker.id);
        expect(theirs.ids.filter((id) => !ownRows.has(id))).toEqual([]);
        expect(theirs.Total).toBe(ownRows.size);
        seen += theirs.ids.length;
      }
      expect(seen).toBeGreaterThan(0);
    }
  });

  it('refuses a cursor the server did not give with a sentence, never a 5xx', async () => {
    const refused = { cursor: [messages.listCursorInvalid] };
    const byTime = encodeListCursor({ at: '2026-01-02T03:04:05.123456Z', id: 7 });
    const byId = encodeListCursor({ id: 7 });
    const bad = [
      ['/api/customer/getmessages', 'not a cursor!'],
      ['/api/customer/getmessages', 'AAAA'],
      [
        '/api/customer/getmessages',
        Buffer.from('2026-02-31T00:00:00.000000Z|7').toString('base64url'),
      ],
      ['/api/customer/getmessages', Buffer.from('2026-01-02T03:04:05Z|7').toString('base64url')],
      [
        '/api/customer/getmessages',
        encodeListCursor({ at: '2026-01-02T03:04:05.123456Z', id: 2 ** 31 }),
      ],
      ['/api/customer/getmessages', 'x'.repeat(500)],
      // A cursor of a list of the other order: the ledger's has no time, the messages' one has.
      ['/api/customer/getmessages', byId],
      ['/api/customer/transactions', byTime],
      ['/api/order/orders', byId],
    ] as const;
    for (const [url, cursor] of bad) {
      const response = await asUser(t.app, owner.token)({ url, query: { cursor } });
      expect({ cursor, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        cursor,
        status: 400,
        body: refused,
      });
    }
    // A well-formed position past every row is no error: an empty page, with the list's Total.
    const end = encodeListCursor({ at: '2000-01-01T00:00:00.000000Z', id: 1 });
    const url = '/api/customer/getmessages';
    const { Total } = await pageOf(owner.token, url, {});
    expect(await pageOf(owner.token, url, { cursor: end })).toEqual({
      ids: [],
      Total,
      NextCursor: null,
    });
  });
});
