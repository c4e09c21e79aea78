import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createCustomer, type TestCustomer } from '../test/factories.js';
import { rowsOf } from '../test/rows-of.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every page of a list is the same slice of the list, newest first, whichever way it is read
 * (lib/paging.ts): a near page walks the index, a deep page picks its ids first — from the newest
 * end, or from the oldest when the customer's counter tells it is nearer — and a deep page of a
 * list filtered by dates (no counter) walks from the newest. Rows created at the same moment keep
 * their order by id on every page.
 */
const ROWS = 260;
const TAKE = 20;
/** Around the deep-page threshold (100), the middle (120) and the end (260), and far past it. */
const SKIPS = [
  0,
  80,
  99,
  100,
  101,
  110,
  119,
  120,
  121,
  130,
  200,
  229,
  239,
  240,
  241,
  250,
  259,
  260,
  300,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
];

let t: TestApp;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createCustomer(t.app);
  // Three rows to an hour: the id alone orders rows of one moment.
  const hour = sql.raw(`now() - ((g / 3) || ' hours')::interval`);
  await t.db.execute(sql`insert into messages (customer_id, message_type, note, created_at)
    select ${customer.id}, 1, 'Tin ' || g, ${hour} from generate_series(1, ${ROWS}) g`);
  await t.db
    .execute(sql`insert into ledger_entries (customer_id, type, amount, balance_after, note, created_at)
    select ${customer.id}, 1 + g % 2, 1000, 1000 * g, 'Giao dịch ' || g, ${hour}
    from generate_series(1, ${ROWS}) g`);
}, 60_000);
afterAll(() => t.close());

/**
 * The order of each list: messages newest first; the ledger newest posting first, by id alone
 * (these rows' times run the other way, as concurrent postings' times can).
 */
const LIST_ORDER = {
  messages: sql`created_at desc, id desc`,
  ledger_entries: sql`id desc`,
};

/** The ids of the whole list, in the list's order, as the database orders them. */
async function idsInOrder(table: 'messages' | 'ledger_entries', where = sql``) {
  const rows = await rowsOf<{ id: number }>(
    t.db,
    sql`select id from ${sql.identifier(table)}
      where customer_id = ${customer.id} ${where} order by ${LIST_ORDER[table]}`,
  );
  return rows.map((row) => Number(row.id));
}

async function pageOf(url: string, query: Record<string, string>) {
  const response = await asUser(t.app, customer.token)({ url, query });
  expect(response.statusCode, response.body).toBe(200);
  const { Items, Total } = response.json<{ Items: { Id: number }[]; Total: number }>();
  return { ids: Items.map((item) => item.Id), Total };
}

describe('pages of a long list', () => {
  it.each([
    ['messages, counted', '/api/customer/getmessages', {}, 'messages', sql``],
    [
      'transactions of one type, counted by type',
      '/api/customer/transactions',
      { transactionType: '2' },
      'ledger_entries',
      sql`and type = 2`,
    ],
    [
      'transactions between dates, counted row by row',
      '/api/customer/transactions',
      { from: '01/01/2000', end: '31/12/2099' },
      'ledger_entries',
      sql``,
    ],
  ] as const)('%s: every skip gives its slice', async (_name, url, filter, table, where) => {
    const all = await idsInOrder(table, where);
    for (const skip of SKIPS) {
      const page = await pageOf(url, { ...filter, skip: String(skip), take: String(TAKE) });
      expect({ skip, ...page }).toEqual({
        skip,
        ids: all.slice(skip, skip + TAKE),
        Total: all.length,
      });
    }
  });
});
