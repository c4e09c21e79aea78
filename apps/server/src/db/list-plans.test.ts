import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createCustomer, type TestCustomer } from '../test/factories.js';
import { adminToken } from '../test/money.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every list the product answers walks an index in the order it sorts (DESIGN §3, issue 11): on a
 * seeded database where one customer has thousands of rows among many customers', each list
 * call's statements are EXPLAINed as PostgreSQL would run them, and a Sort of rows or a Seq Scan
 * over one of the big tables fails the test, as does a customer list counting the customer's rows
 * for its Total where the database's counters could tell it. A list that reads and sorts (or
 * counts) all of a heavy customer's rows costs that on every page, however small the page.
 */

/** Tables that grow with the business: scanning one whole is never acceptable for a list. */
const BIG_TABLES = new Set([
  'messages',
  'ledger_entries',
  'deposit_requests',
  'withdrawal_requests',
  'orders',
  'order_items',
  'transports',
  'order_ships',
  'deliveries',
  'delivery_goods',
  'complaints',
  'carts',
  'fee_lines',
  'state_history',
  'bank_transfers',
  'audit_log',
  'vouchers',
  'fee_line_history',
]);

const HEAVY_ROWS = 2_000;
const OTHER_CUSTOMERS = 300;
const ROWS_PER_OTHER = 40;

/** A sort of at most this many rows (estimated) is a handful, not a customer's whole history. */
const SMALL_SORT = 200;

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Plan Rows'?: number;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The big tables a plan's subtree reads. */
function tablesUnder(node: PlanNode): string[] {
  const relation = node['Relation Name'];
  const here = relation && BIG_TABLES.has(relation) ? [relation] : [];
  return [...here, ...(node.Plans ?? []).flatMap(tablesUnder)];
}

/**
 * What is wrong with a plan: a Sort of a big table's rows (sorting a handful of aggregated groups,
 * or a two-row sessions table for a join, is not), or a whole big table read.
 */
function problemsOf(node: PlanNode): string[] {
  const here: string[] = [];
  const type = node['Node Type'];
  if (type === 'Sort' || type === 'Incremental Sort') {
    const aggregated = (node.Plans ?? []).every((child) => child['Node Type'] === 'Aggregate');
    const sorted = tablesUnder(node);
    // A few rows (one consignment's parcels, the goods waiting in Vietnam) sort in no time.
    const many = (node['Plan Rows'] ?? 0) > SMALL_SORT;
    if (!aggregated && many && sorted.length > 0) {
      here.push(`${type} of ${node['Plan Rows']} rows of ${sorted.join(', ')}`);
    }
  }
  // A list's Total comes from the counters the database keeps (lib/customer-counts.ts), not from
  // counting a customer's rows on every page.
  if (type === 'Aggregate' && countsForbidden) {
    const counted = (node.Plans ?? []).filter(
      (child) => (child['Plan Rows'] ?? 0) > SMALL_SORT && tablesUnder(child).length > 0,
    );
    for (const child of counted) {
      here.push(`an Aggregate over ${child['Plan Rows']} rows of ${tablesUnder(child).join(', ')}`);
    }
  }
  const relation = node['Relation Name'];
  if (type === 'Seq Scan' && relation && BIG_TABLES.has(relation)) {
    here.push(`Seq Scan on ${relation}`);
  }
  return [...here, ...(node.Plans ?? []).flatMap(problemsOf)];
}

/** Off for a call whose filters (a range of dates) leave nothing but counting to tell the Total. */
let countsForbidden = true;
let t: TestApp;
let heavy: TestCustomer;
let staff: string;
const statements: { query: string; params: unknown[] }[] = [];
let recording = false;

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (query, params) => {
      if (recording) statements.push({ query, params });
    },
  });
  staff = await adminToken(t.app);
  heavy = await createCustomer(t.app);
  await seed(heavy.id);
}, 300_000);
afterAll(async () => t.close());

/** Many customers with a few rows each, one with thousands, of every listed kind. */
async function seed(heavyId: number) {
  const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
  await run(sql`insert into users (email, password_hash, role)
    select 'plan' || g || '@seed.test', 'x', 'customer' from generate_series(1, ${OTHER_CUSTOMERS}) g`);
  // Owners: the heavy customer for HEAVY_ROWS rows, then the others ROWS_PER_OTHER each.
  const owners =
    sql.raw(`(select ${heavyId} as customer_id, g from generate_series(1, ${HEAVY_ROWS}) g
    union all
    select u.id, g from users u cross join generate_series(1, ${ROWS_PER_OTHER}) g
    where u.email like 'plan%@seed.test') owners`);
  const day = sql.raw(`now() - (g || ' hours')::interval`);
  // As in a running business: most requests and slips are settled, a few wait in the queues.
  const rarelyPending = sql.raw(`case when g % 50 = 0 then 0 else 1 + g % 2 end`);
  // Orders and consignments: most of a long-standing customer's are delivered long ago.
  const orderState = sql.raw(`case when g % 10 = 0 then g % 12 else 10 end`);
  const shipStatus = sql.raw(`case when g % 10 = 0 then g % 7 else 5 end`);
  await run(sql`insert into messages (customer_id, message_type, note, is_read, created_at)
    select customer_id, 1 + g % 5, 'Thông báo ' || g, g % 3 = 0, ${day} from ${owners}`);
  await run(sql`insert into ledger_entries (customer_id, type, amount, balance_after, ref_code, note, created_at)
    select customer_id, 1 + g % 7, 1000, 1000 * g, 'NT' || g, 'Giao dịch ' || g, ${day} from ${owners}`);
  await run(sql`insert into deposit_requests (customer_id, amount, bank_account, transfer_content, status, created_at)
    select customer_id, 100000, '{"Id":1,"BankName":"Vietcombank","BankBin":"970436","AccountNumber":"0011004123456","AccountName":"CONG TY","Branch":"HN"}',
      'NAP SEED' || customer_id || ' ' || g, ${rarelyPending}, ${day} from ${owners}`);
  await run(sql`insert into withdrawal_requests (customer_id, amount, bank_name, account_number, account_name, status, created_at)
    select customer_id, 50000, 'VCB', '0011004123456', 'A', ${rarelyPending}, ${day} from ${owners}`);
  await run(sql`insert into orders (customer_id, warehouse_id, shop_name, rate_x100, deposit_amount, status, created_at)
    select customer_id, 1, 'Shop ' || g, 365000, 100000, ${orderState}, ${day} from ${owners}`);
  await run(sql`insert into order_items (order_id, product_name, price_fen, quantity)
    select id, 'Hàng', 1000, 1 from orders`);
  await run(sql`insert into carts (customer_id, shop_name, created_at)
    select customer_id, 'Shop ' || g, ${day} from ${owners} where g <= 5`);
  await run(sql`insert into order_ships (customer_id, warehouse_id, rate_x100, status, created_at)
    select customer_id, 1, 365000, ${shipStatus}, ${day} from ${owners}`);
  await run(sql`insert into transports (transport_code, customer_id, order_ship_id, status, warehouse_id, charged_grams, arrived_at, created_at)
    select 'PLAN' || s.id, s.customer_id, s.id, s.status % 8, 1, 1000, s.created_at, s.created_at from order_ships s`);
  await run(sql`insert into deliveries (customer_id, receiver_name, receiver_phone, address, method, status, list_orders, total_grams, amount_paid, warehouse_id, created_at)
    select customer_id, 'Người nhận', '0912345678', 'Hà Nội', 1 + g % 2, case when g % 50 = 0 then 0 else 2 end, '["KG000001"]', 1000, 31000, 1, ${day} from ${owners}`);
  await run(sql`insert into delivery_goods (delivery_id, customer_id, kind, goods_id, code, weight_grams, released)
    select d.id, d.customer_id, 2, s.id, s.code, 1000, d.status = 3
    from deliveries d join order_ships s on s.id = d.id`);
  await run(sql`insert into complaints (customer_id, order_id, type, content, status, created_at)
    select o.customer_id, o.id, 1, 'Thiếu hàng', case when o.id % 200 = 0 then 0 else 2 end, o.created_at
    from orders o where o.id % 4 = 0`);
  // Every order and consignment has its bill: fee lines and the payments of the ledger.
  await run(sql`insert into fee_lines (owner_kind, owner_id, customer_id, kind, amount)
    select 'order', id, customer_id, k, 10000 from orders cross join generate_series(1, 3) k`);
  await run(sql`insert into fee_lines (owner_kind, owner_id, customer_id, kind, amount)
    select 'consignment', id, customer_id, 6, 31000 from order_ships`);
  await run(sql`insert into ledger_entries (customer_id, type, amount, balance_after, ref_code, ref_kind, ref_id, note, created_at)
    select customer_id, 3, -20000, 0, code, 'order', id, 'Đặt cọc', created_at from orders`);
  // Delivered orders were paid in full: only the open ones are owed (công nợ).
  await run(sql`insert into ledger_entries (customer_id, type, amount, balance_after, ref_code, ref_kind, ref_id, note, created_at)
    select customer_id, 4, -10000, 0, code, 'order', id, 'Thanh toán', created_at from orders
    where status = 10`);
  // What the buyers and the warehouses did (the throughput report), as the transitions write it,
  // and what each bought order cost (the profit report).
  const admin = sql.raw(`(select id from users where role = 'admin' order by id limit 1)`);
  await run(sql`update orders set bought_at = created_at, shop_goods_fen = 1000, shop_inland_fen = 0,
    buying_rate_x100 = 350000 where status between 3 and 10`);
  await run(sql`insert into state_history (entity, entity_id, from_status, to_status, mover, actor_id, created_at)
    select 'order', id, 2, 3, 'staff', ${admin}, created_at from orders where status between 3 and 10`);
  await run(sql`insert into state_history (entity, entity_id, from_status, to_status, mover, actor_id, created_at)
    select 'transport', id, 0, 1, 'staff', ${admin}, created_at from transports
    union all select 'transport', id, 2, 3, 'staff', ${admin}, created_at from transports
      where status between 3 and 6
    union all select 'transport', id, 5, 6, 'staff', ${admin}, created_at from transports
      where status = 6`);
  await run(sql`insert into bank_transfers (provider, provider_id, amount, content, status, created_at)
    select 'sepay', 'plan-' || g, 100000, 'CK ' || g, case when g % 100 = 0 then 0 else 1 end, ${day}
    from generate_series(1, 5000) g`);
  // What staff did: the audit log of every kind, newest first (its kind is kept on the row).
  await run(sql`insert into audit_log (actor_id, action, entity, entity_id, kind, created_at)
    select customer_id, 'order.cancel', 'order', 'DH' || g, 1 + g % 6, ${day} from ${owners}`);
  // Each fee line's first setting, as billing writes it: what the revenue report reads.
  await run(sql`insert into fee_line_history (fee_line_id, kind, old_amount, new_amount, changed_at)
    select id, kind, 0, amount, created_at from fee_lines`);
  // Receipts and payments of every state on three funds, written by the seeded admin.
  await run(sql`insert into vouchers (kind, amount, fund_account_id, fund_account_name, counterparty, reason, status, created_by, decided_at, created_at)
    select 1 + g % 2, 100000, g % 3, 'Quỹ', 'Nhà cung cấp ' || g, 'seed', g % 3,
      (select id from users where role = 'admin' order by id limit 1),
      case when g % 3 = 1 then (${day}) end, ${day}
    from generate_series(1, 5000) g`);
  // As autovacuum leaves a live database: statistics, and the visibility map that makes a walk of
  // an index's ids alone (a deep page's) cheaper than reading and sorting the rows.
  await run(sql`vacuum analyze`);
}

/**
 * Every select statement a call ran, with its plan as PostgreSQL would run it — or, `analyze`,
 * as it ran it again, with the rows each step really read.
 */
async function explained(
  call: () => Promise<{ statusCode: number; body: string }>,
  analyze = false,
) {
  statements.length = 0;
  recording = true;
  const response = await call();
  recording = false;
  expect(response.statusCode, response.body).toBe(200);
  const client = (
    t.db as unknown as {
      $client: { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const plans: { query: string; params: unknown[]; plan: PlanNode }[] = [];
  for (const { query, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const options = analyze ? 'analyze, format json' : 'format json';
    const { rows } = await client.query(`explain (${options}) ${query}`, params);
    const raw = rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    plans.push({ query, params, plan: plan[0]!.Plan });
  }
  return plans;
}

/** The plans of every statement a call ran, with their problems. */
async function plansOf(call: () => Promise<{ statusCode: number; body: string }>) {
  const found: string[] = [];
  for (const { query, params, plan } of await explained(call)) {
    const problems = problemsOf(plan);
    if (problems.length > 0) {
      // PLAN_DEBUG=1 prints the whole plan of a failing statement, to see why it was chosen.
      if (process.env.PLAN_DEBUG) console.log(JSON.stringify(plan, null, 1), params);
      found.push(`${problems.join(', ')}\n    in: ${query.slice(0, 300)}`);
    }
  }
  return found;
}

/** A day `daysAgo` days back, as the console sends it (dd/MM/yyyy in Vietnam). */
function vnDay(daysAgo: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}
/**
 * A week well in the past: the seed puts every ordinary customer's rows in its last 40 hours, so
 * the current month holds most of its history, where a shop's month is a small slice of years
 * (npm run bench:scale measures a busy month at 100,000 customers). The reports that join a
 * period's moves to their parcels are planned on a week that is such a slice.
 */
const pastWeek = { from: vnDay(40), end: vnDay(34) };

/** A call and its query; `true` third when its filters mean the rows must be counted. */
const customerCalls: [string, Record<string, string>?, true?][] = [
  ['/api/customer/getmessages'],
  ['/api/customer/getmessages', { from: '01/01/2020', end: '31/12/2030' }, true],
  ['/api/customer/getmessages', { skip: '400' }],
  // A deep page in the older half walks the index from its oldest end (lib/paging.ts).
  ['/api/customer/getmessages', { skip: '1900' }],
  ['/api/customer/transactions'],
  ['/api/customer/transactions', { transactionType: '1' }],
  ['/api/customer/transactions', { from: '01/01/2020', end: '31/12/2030', skip: '400' }, true],
  ['/api/customer/getdeposits'],
  ['/api/customer/getdeposits', { status: '1' }],
  ['/api/customer/getwithdrawals'],
  ['/api/customer/getwithdrawals', { status: '0', skip: '400' }],
  ['/api/order/orders'],
  ['/api/order/orders', { state: '7' }],
  ['/api/order/orders', { skip: '400' }],
  ['/api/order/getcarts'],
  ['/api/order/getcomplains'],
  ['/api/order/getcomplains', { status: '1' }],
  ['/api/order/transports'],
  ['/api/order/transports', { status: '3' }],
  ['/api/order/transports', { skip: '1900' }],
  ['/api/ordership/getlist'],
  ['/api/ordership/getlist', { status: '3', skip: '100' }],
  ['/api/ordership/ordershippending'],
  ['/api/ordership/ordershipnottransport'],
  ['/api/order/getOrderdeposits'],
  ['/api/order/getorderwaitpay'],
  ['/api/order/getlistrequestdelivery'],
  ['/api/order/getlistrequestdelivery', { status: '2' }],
  ['/api/order/getdashboard'],
  ['/api/customer/getsettingdefault'],
];

const staffCalls: [string, Record<string, string>?][] = [
  ['/api/admin/deposits', { status: '0' }],
  // The queues found by a transfer content, a customer's name or phone (issue: design pass).
  ['/api/admin/deposits', { status: '0', keyword: 'nap seed7 12' }],
  ['/api/admin/deposits', { keyword: 'NAP KH000123 58231' }],
  ['/api/admin/deposits', { status: '0', keyword: 'nguyen van' }],
  ['/api/admin/withdrawals', { status: '0' }],
  ['/api/admin/withdrawals', { status: '0', keyword: '+84 912 345 678' }],
  ['/api/admin/customers', { keyword: 'nguyen van' }],
  ['/api/admin/customers', { keyword: '0912 345' }],
  // Issue 27: a customer's code, a name with digits, every customer; a queue found by a phone's
  // digits or a customer's code (the customers are found first, once), a tracking number's tail
  // of digits (also a code's number and a phone's digits).
  ['/api/admin/customers', { keyword: 'KH000123' }],
  ['/api/admin/customers', { keyword: 'Khách hàng 12' }],
  ['/api/admin/customers', {}],
  ['/api/admin/orders', { keyword: '0912 345' }],
  ['/api/admin/orders', { keyword: 'KH000123' }],
  ['/api/admin/transports', { keyword: '12345' }],
  // A slip by its receiver's name words or phone digits.
  ['/api/admin/deliveries', { keyword: 'tran thi lan' }],
  ['/api/admin/deliveries', { keyword: '0988 777' }],
  // Every other console list, whole and searched: a tracking number whole, an order's code on
  // the parcels, a customer's name with digits on the board, the rest by a customer's code.
  ['/api/admin/transports', { keyword: 'PLAN123' }],
  ['/api/admin/transports', { keyword: 'DH000123' }],
  ['/api/admin/orders', { keyword: 'Khách hàng 12' }],
  ['/api/admin/orderships', { keyword: 'KH000123' }],
  ['/api/admin/complaints', { keyword: 'KH000123' }],
  ['/api/admin/bank-transfers', { keyword: 'KH000123' }],
  ['/api/admin/audit', { keyword: 'KH000123' }],
  ['/api/admin/notifications', {}],
  ['/api/admin/notifications', { keyword: 'KH000123' }],
  ['/api/admin/extension-reports', {}],
  ['/api/admin/extension-reports', { keyword: 'KH000123' }],
  ['/api/admin/mails', {}],
  ['/api/admin/customers', { status: '1' }],
  ['/api/admin/queue-counts'],
  ['/api/admin/orders', { state: '1' }],
  ['/api/admin/transports', { status: '2' }],
  ['/api/admin/transports', { unclaimed: 'true' }],
  ['/api/admin/orderships', { status: '3' }],
  ['/api/admin/deliveries', { status: '0' }],
  ['/api/admin/complaints', { status: '0' }],
  ['/api/admin/bank-transfers', { status: '0' }],
  // The console list kit: a tab of several statuses (the work waiting, the taken with it), the
  // "Tất cả" tab, and the searches by a code's number or a tail (console-list.ts counts each
  // status by its index, never by reading a whole queue).
  ['/api/admin/orders', { state: '1,2' }],
  ['/api/admin/orders', {}],
  ['/api/admin/orders', { keyword: '000123' }],
  ['/api/admin/transports', { status: '1,2' }],
  ['/api/admin/transports', {}],
  ['/api/admin/transports', { keyword: 'AN123' }],
  ['/api/admin/orderships', { status: '1,2' }],
  ['/api/admin/orderships', {}],
  ['/api/admin/deliveries', { status: '0,1' }],
  ['/api/admin/deliveries', {}],
  ['/api/admin/complaints', { status: '0,1' }],
  ['/api/admin/complaints', {}],
  ['/api/admin/complaints', { keyword: 'DH000123' }],
  ['/api/admin/deposits', {}],
  ['/api/admin/deposits', { keyword: '7 12' }],
  ['/api/admin/withdrawals', { keyword: '3456' }],
  ['/api/admin/bank-transfers', {}],
  ['/api/admin/audit', {}],
  ['/api/admin/audit', { kind: '1' }],
  ['/api/admin/bags', {}],
  ['/api/admin/bags', { status: '0' }],
  ['/api/admin/bags', { keyword: 'BAO000123' }],
  ['/api/admin/bags', { keyword: 'AN123' }],
  ['/api/admin/vouchers', {}],
  ['/api/admin/vouchers', { status: '0' }],
  ['/api/admin/vouchers', { keyword: 'PT000123' }],
  ['/api/admin/vouchers', { status: '1', fundAccountId: '1' }],
  // The reports read a period's rows by their time index (DESIGN §12), never a whole table.
  ['/api/admin/reports/revenue', {}],
  ['/api/admin/reports/revenue/lines', { kind: '6' }],
  ['/api/admin/reports/reconciliation', {}],
  ['/api/admin/reports/reconciliation', { groupBy: 'month' }],
  ['/api/admin/reports/profit', {}],
  ['/api/admin/reports/profit/orders', {}],
  ['/api/admin/reports/profit/orders', { skip: '100' }],
  ['/api/admin/reports/receivables', {}],
  ['/api/admin/reports/throughput', pastWeek],
  ['/api/admin/reports/throughput', { ...pastWeek, groupBy: 'month' }],
  ['/api/admin/reports/throughput/lines', { ...pastWeek, activity: 'ParcelsInVietnam' }],
  [
    '/api/admin/reports/throughput/lines',
    { ...pastWeek, activity: 'ParcelsInChina', warehouseId: '0' },
  ],
  ['/api/admin/reports/throughput/lines', { activity: 'OrdersBought', staffId: '1' }],
];

describe('every list walks an index in its order', () => {
  it.each(customerCalls)('customer: %s %o', async (url, query, counts) => {
    countsForbidden = !counts;
    const problems = await plansOf(() => asUser(t.app, heavy.token)({ url, query: query ?? {} }));
    expect(problems).toEqual([]);
  });

  it.each(staffCalls)('staff: %s %o', async (url, query) => {
    // The console's queues are counted (a status of all customers' rows has no counter).
    countsForbidden = false;
    const problems = await plansOf(() => asUser(t.app, staff)({ url, query: query ?? {} }));
    expect(problems).toEqual([]);
  });

  it('staff: the unpaid bills of the heaviest customer (công nợ)', async () => {
    countsForbidden = false;
    const url = '/api/admin/reports/receivables/bills';
    const query = { customerId: String(heavy.id) };
    expect(await plansOf(() => asUser(t.app, staff)({ url, query }))).toEqual([]);
  });
});

/** How many rows of `table` a plan's steps read, as EXPLAIN ANALYZE counted them: kept or not. */
function rowsReadOf(node: PlanNode, table: string): number {
  const read = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
  const here = node['Relation Name'] === table ? read * (node['Actual Loops'] ?? 1) : 0;
  return here + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadOf(child, table), 0);
}

/**
 * A customer's list read by cursor (issue 27): the server's own cursor three quarters down the
 * heavy customer's list — about page 75 of the messages, reached by "next" — is a bound of the
 * same index walk as the first page, with no offset and no count, and reads no more rows than the
 * first page. Rows read as EXPLAIN ANALYZE counts them (kept or filtered out), not the planner's
 * cost, which prices a walk from a bound it cannot see as a guess.
 */
describe('a deep page by cursor costs what the first page does', () => {
  it.each([
    ['/api/customer/getmessages', {}, 'messages'],
    ['/api/customer/transactions', {}, 'ledger_entries'],
    ['/api/customer/transactions', { transactionType: '1' }, 'ledger_entries'],
    ['/api/order/orders', {}, 'orders'],
    ['/api/order/orders', { state: '10' }, 'orders'],
    ['/api/order/transports', {}, 'transports'],
    ['/api/order/transports', { status: '5' }, 'transports'],
    ['/api/customer/getdeposits', { status: '1' }, 'deposit_requests'],
    ['/api/order/getcomplains', { status: '2' }, 'complaints'],
    ['/api/ordership/getlist', { status: '5' }, 'order_ships'],
    ['/api/order/getlistrequestdelivery', { status: '2' }, 'deliveries'],
  ] as const)('customer: %s %o', async (url, filter, table) => {
    countsForbidden = true;
    const list = async (query: Record<string, string>) => {
      const response = await asUser(t.app, heavy.token)({ url, query: { ...filter, ...query } });
      return response.json<{ Total: number; NextCursor: string | null }>();
    };
    const { Total } = await list({ take: '1' });
    const skip = String(Math.floor((Total * 3) / 4));
    const cursor = (await list({ skip, take: '1' })).NextCursor!;
    /** The page's own statement (the one reading the list's table), as it ran. */
    const pageStatement = async (query: Record<string, string>) => {
      const plans = await explained(
        () => asUser(t.app, heavy.token)({ url, query: { ...filter, ...query } }),
        true,
      );
      const page = plans.filter((statement) => statement.query.includes(`"${table}"`));
      expect(page).toHaveLength(1);
      const { query: text, plan } = page[0]!;
      if (process.env.PLAN_DEBUG) console.log(JSON.stringify(plan, null, 1));
      return { text, problems: problemsOf(plan), rowsRead: rowsReadOf(plan, table) };
    };
    const first = await pageStatement({});
    // skip is sent beside the cursor, as the portal sends it (its page number), and not read.
    const deep = await pageStatement({ cursor, skip });
    expect(deep.problems).toEqual([]);
    expect(deep.text).not.toMatch(/\boffset\b/i);
    expect(deep.rowsRead).toBeLessThanOrEqual(first.rowsRead);
  });
});
