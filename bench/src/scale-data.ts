/**
 * The data of `npm run bench:scale` (issue 11), written with plain SQL (`insert … select … from
 * generate_series`) into a database the built server has already migrated and seeded, on
 * PostgreSQL through `pg` or on an embedded data folder through PGlite: many customers with a
 * handful of rows each, one heavy customer with tens of thousands, and the two bench accounts
 * (made through the API, so they can sign in) among them; and on top, a busy shop's previous and
 * current month for the owner's reports (scale-busy.ts).
 */
import {
  countBusyMonths,
  generateBusyMonths,
  settleOlderBills,
  vietnamMonthKey,
  type BusyPlan,
  type BusyReport,
} from './scale-busy.js';

/** Runs one statement and gives its rows (pg's Client and PGlite both fit in a line). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export interface ScalePlan {
  /** Customers in all, the two bench accounts included. */
  customers: number;
  /** messages and ledger_entries rows in all, the heavy customer's included. */
  messages: number;
  ledgerEntries: number;
  /** The heavy customer's rows of each kind. */
  heavy: {
    messages: number;
    ledgerEntries: number;
    orders: number;
    consignments: number;
    deposits: number;
    withdrawals: number;
    carts: number;
  };
  /** Every other customer's rows of each kind (a fraction: that share of them has one). */
  perOther: {
    orders: number;
    consignments: number;
    deposits: number;
    withdrawals: number;
    carts: number;
  };
  /** The busy months the reports read (DESIGN §12: a month of a busy shop). */
  busy: BusyPlan;
  /** maintenance_work_mem for the index builds (PGlite's WebAssembly memory is smaller). */
  maintenanceWorkMem: string;
}

const HEAVY_SHARE = {
  messages: 25_000,
  ledgerEntries: 25_000,
  orders: 4_000,
  consignments: 3_000,
  deposits: 3_000,
  withdrawals: 2_000,
  carts: 20,
};
const PER_OTHER = { orders: 3, consignments: 1, deposits: 2, withdrawals: 1, carts: 0.2 };
/**
 * A busy shop's month (issue 26): 30,000 orders bought, their 60,000 parcels received in China
 * and in Vietnam and delivered, about 150,000 fee line changes and 20,000 bank transfers and
 * credits, by 10 staff members, for 5,000 customers.
 */
const BUSY_SHOP: BusyPlan = { ordersPerMonth: 30_000, customers: 5_000, staff: 10 };

/** The issue's scale: 100,000 customers, 2,000,000 ledger rows and 2,000,000 messages. */
export const POSTGRES_PLAN: ScalePlan = {
  customers: 100_000,
  messages: 2_000_000,
  ledgerEntries: 2_000_000,
  heavy: HEAVY_SHARE,
  perOther: PER_OTHER,
  busy: BUSY_SHOP,
  maintenanceWorkMem: '256MB',
};

/**
 * The embedded database: 2,000 customers, the heavy one as large as on PostgreSQL, and the same
 * busy shop's months (its orders spread over every customer but the two bench accounts).
 */
export const PGLITE_PLAN: ScalePlan = {
  customers: 2_000,
  messages: 25_000 + 20 * 1_999,
  ledgerEntries: 25_000 + 20 * 1_999,
  heavy: HEAVY_SHARE,
  perOther: PER_OTHER,
  busy: BUSY_SHOP,
  maintenanceWorkMem: '64MB',
};

/** The row of this table says the data is complete; absent or 'generating' means start over. */
export const MARKER_TABLE = 'bench_scale_marker';

/**
 * What the data holds, in the marker's info: 2 added the busy months (data without it, or of
 * another version, is generated anew, as with BENCH_RESEED=1).
 */
export const DATA_VERSION = 2;

export interface MarkerState {
  state: string;
  info: Record<string, unknown>;
}

/**
 * Why finished data must be generated anew, or null when it serves: made by another version of
 * this generator, or its busy months end in a month that is over (the reports of the current
 * month would read an empty one). Generating takes minutes, so once a month at most.
 */
export function markerStaleness(marker: MarkerState, now = new Date()): string | null {
  const version = Number(marker.info.version ?? 1);
  if (version !== DATA_VERSION) {
    return `data version ${version}, this bench:scale makes version ${DATA_VERSION}`;
  }
  const busy = marker.info.busy as { month?: unknown } | undefined;
  const month = typeof busy?.month === 'string' ? busy.month : '?';
  if (month !== vietnamMonthKey(now)) {
    return `its busy months end in ${month}, this is ${vietnamMonthKey(now)}`;
  }
  return null;
}

export async function readMarker(query: Query): Promise<MarkerState | null> {
  const [exists] = await query(`select to_regclass('public.${MARKER_TABLE}') is not null as found`);
  if (!exists?.found) return null;
  const [row] = await query(`select state, info from ${MARKER_TABLE} where id = 1`);
  if (!row) return null;
  const info: unknown = typeof row.info === 'string' ? JSON.parse(row.info) : row.info;
  return { state: String(row.state), info: (info ?? {}) as Record<string, unknown> };
}

/** Tables the generation fills: their secondary indexes are dropped for the load and rebuilt. */
const LOADED_TABLES = [
  'users',
  'messages',
  'ledger_entries',
  'wallets',
  'orders',
  'order_items',
  'fee_lines',
  'order_ships',
  'order_ship_items',
  'transports',
  'deliveries',
  'delivery_goods',
  'complaints',
  'deposit_requests',
  'withdrawal_requests',
  'carts',
  'cart_items',
  'shop_favorites',
  'fee_line_history',
  'state_history',
  'bank_transfers',
];

/** The company account deposits are paid to (the seed's first), as deposit_requests keeps it. */
export const BANK_ACCOUNT = JSON.stringify({
  Id: 1,
  BankName: 'Vietcombank',
  BankBin: '970436',
  AccountNumber: '0011004123456',
  AccountName: 'CONG TY',
  Branch: 'HN',
});

export interface GenerationStep {
  step: string;
  ms: number;
  rows: number | null;
}

export interface GenerationReport {
  heavyId: number;
  typicalId: number;
  totalMs: number;
  steps: GenerationStep[];
  counts: Record<string, number>;
  heavyCounts: Record<string, number>;
  busy: BusyReport;
}

/**
 * Fills the database for `plan`. `heavyEmail` and `typicalEmail` are customers already there
 * (registered through the API); the heavy one gets the plan's heavy share, the typical one is one
 * of the many. The marker row says 'generating' until the end, then 'done'.
 */
export async function generateScaleData(
  query: Query,
  plan: ScalePlan,
  accounts: { heavyEmail: string; typicalEmail: string },
  log: (line: string) => void = console.log,
): Promise<GenerationReport> {
  const started = performance.now();
  const now = new Date();
  const steps: GenerationStep[] = [];
  const run = async (step: string, text: string): Promise<void> => {
    const stepStarted = performance.now();
    await query(text);
    const ms = performance.now() - stepStarted;
    steps.push({ step, ms, rows: null });
    log(`  ${step.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
  };
  const idOf = async (email: string): Promise<number> => {
    const [row] = await query(
      `select id from users where email = '${email}' and role = 'customer' limit 1`,
    );
    if (!row) throw new Error(`the bench customer ${email} is missing`);
    return Number(row.id);
  };

  await query(`set maintenance_work_mem = '${plan.maintenanceWorkMem}'`);
  await query(`set synchronous_commit = off`);
  // Row triggers off while loading (the per-customer list counters of migration 0016 would queue
  // millions of deferred events): the counts are rebuilt once from the rows at the end.
  await query(`set session_replication_role = replica`);
  await query(`create table if not exists ${MARKER_TABLE} (
    id integer primary key, state text not null, info jsonb not null default '{}',
    updated_at timestamptz not null default now())`);
  await query(`insert into ${MARKER_TABLE} (id, state) values (1, 'generating')
    on conflict (id) do update set state = 'generating', updated_at = now()`);

  const heavyId = await idOf(accounts.heavyEmail);
  const typicalId = await idOf(accounts.typicalEmail);
  const warehouseRows = await query(`select id from warehouses order by id limit 2`);
  const [w1 = 1, w2 = w1] = warehouseRows.map((row) => Number(row.id));
  const warehouse = (g: string) => `case when ${g} % 2 = 0 then ${w1} else ${w2} end`;

  // Secondary indexes are rebuilt once at the end: a sorted build beats 6 million random inserts.
  const indexes = await query(`select indexname, indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${LOADED_TABLES.map((t) => `'${t}'`).join(', ')})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  await run(
    `drop ${indexes.length} secondary indexes`,
    indexes.length === 0
      ? 'select 1'
      : `drop index ${indexes.map((row) => `"${String(row.indexname)}"`).join(', ')}`,
  );

  const generated = plan.customers - 2;
  await run(
    `users: ${generated} customers`,
    `insert into users (email, phone, full_name, address, warehouse_id, role, password_hash,
       created_at, updated_at)
     select 'kh' || g || '@scale.bench', '09' || lpad(g::text, 8, '0'), 'Khách hàng ' || g,
       'Số ' || g % 300 || ' phố Huế, Hà Nội', ${warehouse('g')}, 'customer', 'bench-no-sign-in',
       now() - (g % 720) * interval '1 day', now()
     from generate_series(1, ${generated}) g`,
  );
  // Everyone but the heavy customer, numbered 1..N: row g of "the rest" goes to number g % N + 1.
  await query(`drop table if exists bench_others`);
  await query(`create temp table bench_others as
    select (row_number() over (order by id))::integer as n, id from users
    where role = 'customer' and id <> ${heavyId}`);
  await query(`alter table bench_others add primary key (n)`);
  await query(`analyze bench_others`);
  const [othersRow] = await query(`select count(*)::integer as n from bench_others`);
  const others = Number(othersRow?.n ?? 0);

  /**
   * Who owns each row: the heavy customer's `heavyRows` then `otherRows` spread evenly over the
   * rest. `g` is unique over both, `k` is the row's place in its owner's history (0 = oldest) and
   * `age` in [0, 1) how far back in the last 720 days it lies, newest (age 0) last.
   */
  const owners = (heavyRows: number, otherRows: number): string => {
    const newestPlace = Math.max(Math.ceil(otherRows / others) - 1, 0);
    return `(select ${heavyId} as customer_id, g, g - 1 as k,
         (${heavyRows} - g)::float8 / ${heavyRows} as age
       from generate_series(1, ${heavyRows}) g
       union all
       select o.id, ${heavyRows} + 1 + g, g / ${others},
         (${newestPlace} - g / ${others} + ((o.n * 7919) % 1000) / 1000.0) / ${newestPlace + 1}
       from generate_series(0, ${Math.round(otherRows) - 1}) g
       join bench_others o on o.n = g % ${others} + 1) owners`;
  };
  const at = `now() - age * interval '720 days'`;
  const share = (heavyRows: number, total: number) => owners(heavyRows, total - heavyRows);
  const spread = (heavyRows: number, perOther: number) =>
    owners(heavyRows, Math.round(perOther * others));

  await run(
    `messages: ${plan.messages}`,
    `insert into messages (customer_id, message_type, note, is_read, created_at)
     select customer_id, 1 + g % 5,
       'Đơn hàng DH' || lpad(g::text, 6, '0') || ' đã chuyển sang trạng thái mới', age > 0.01, ${at}
     from ${share(plan.heavy.messages, plan.messages)}`,
  );
  // Deposits and payments by turns, each row's balance_after the running balance of its owner.
  await run(
    `ledger_entries: ${plan.ledgerEntries}`,
    `insert into ledger_entries (customer_id, type, amount, balance_after, ref_code, note, created_at)
     select customer_id,
       case when k % 2 = 0 then 1 else (array[2, 3, 4, 5, 7])[1 + (k / 2) % 5] end,
       case when k % 2 = 0 then 200000 else -100000 end,
       200000::bigint * ((k + 2) / 2) - 100000::bigint * ((k + 1) / 2),
       case when k % 2 = 0 then 'NT' else 'DH' end || lpad(g::text, 6, '0'),
       case when k % 2 = 0 then 'Nạp tiền vào ví' else 'Thanh toán' end, ${at}
     from ${share(plan.heavy.ledgerEntries, plan.ledgerEntries)}`,
  );
  await run(
    'wallets: balance = the last balance_after',
    `insert into wallets (customer_id, balance, updated_at)
     select u.id, coalesce(200000::bigint * ((c.n + 1) / 2) - 100000::bigint * (c.n / 2), 0), now()
     from users u
     left join (select customer_id, count(*) as n from ledger_entries group by customer_id) c
       on c.customer_id = u.id
     where u.role = 'customer'
     on conflict (customer_id) do update set balance = excluded.balance, updated_at = now()`,
  );

  // Orders: most delivered long ago, one in twenty somewhere on the way, one in fifty cancelled.
  await run(
    'orders',
    `insert into orders (customer_id, warehouse_id, shop_name, shop_link, site, status, rate_x100,
       rate_locked_at, deposit_amount, level_name, deposit_percent_x100, created_at)
     select customer_id, ${warehouse('g')}, 'Cửa hàng ' || g % 997,
       'https://shop' || g % 997 || '.taobao.com', 'taobao',
       case when g % 50 = 1 then 11 when g % 20 = 0 then (g / 20) % 10 else 10 end,
       365000, ${at}, 300000 + (g % 50) * 10000, 'Thành viên', 7000, ${at}
     from ${spread(plan.heavy.orders, plan.perOther.orders)}`,
  );
  await run(
    'order_items: one per order',
    `insert into order_items (order_id, product_name, price_fen, quantity, quantity_bought,
       quantity_received)
     select id, 'Sản phẩm ' || id, 1000 + id % 9000, 1 + id % 3,
       case when status between 3 and 10 then 1 + id % 3 end,
       case when status between 7 and 10 then 1 + id % 3 end
     from orders`,
  );
  await run(
    'fee_lines: goods and buyer fee of each order',
    `insert into fee_lines (owner_kind, owner_id, customer_id, kind, amount, created_at, updated_at)
     select 'order', o.id, o.customer_id, f.kind,
       case f.kind when 1 then 1000000 + o.id % 500000 else 30000 end, o.created_at, o.created_at
     from orders o cross join (values (1), (2)) f(kind)`,
  );
  await run(
    'order_ships (consignments)',
    `insert into order_ships (customer_id, warehouse_id, status, rate_x100, created_at)
     select customer_id, ${warehouse('g')},
       case when g % 50 = 1 then 6 when g % 20 = 0 then (g / 20) % 5 else 5 end, 365000, ${at}
     from ${spread(plan.heavy.consignments, plan.perOther.consignments)}`,
  );
  await run(
    'order_ship_items, shipping fee lines',
    `insert into order_ship_items (order_ship_id, product_name, quantity, price_fen)
     select id, 'Hàng ký gửi ' || id, 1 + id % 4, 2000 + id % 7000 from order_ships`,
  );
  await query(`insert into fee_lines (owner_kind, owner_id, customer_id, kind, amount, created_at,
       updated_at)
     select 'consignment', id, customer_id, 6, 31000 + id % 100 * 1000, created_at, created_at
     from order_ships where status between 3 and 5`);
  // Parcels: one per order not cancelled, one per consignment with a tracking number.
  await run(
    'transports (parcels)',
    `insert into transports (transport_code, customer_id, order_id, order_ship_id, status,
       weight_grams, charged_grams, fee, warehouse_id, arrived_at, created_at)
     select 'YT' || id, customer_id, id, null,
       case when status = 10 then 6 when status between 5 and 9 then status - 4 else 0 end,
       case when status between 5 and 10 then 800 + id % 5000 end,
       case when status between 5 and 10 then 800 + id % 5000 end,
       case when status between 7 and 10 then 30000 + id % 50 * 1000 else 0 end, warehouse_id,
       case when status between 7 and 10 then least(now(), created_at + interval '12 days') end,
       least(now(), created_at + interval '1 hour')
     from orders where status <> 11
     union all
     select 'SF' || id, customer_id, null, id,
       case status when 1 then 0 when 2 then 2 when 3 then 3 when 4 then 4 when 5 then 6 else 7 end,
       case when status >= 3 then 900 + id % 4000 end, case when status >= 3 then 900 + id % 4000 end,
       case when status >= 3 then 31000 + id % 100 * 1000 else 0 end, warehouse_id,
       case when status between 3 and 5 then least(now(), created_at + interval '10 days') end,
       least(now(), created_at + interval '1 hour')
     from order_ships where status <> 0`,
  );
  // Slips: of orders paid or on their way, and of half the delivered ones.
  await run(
    'deliveries (slips) and their goods',
    `insert into deliveries (customer_id, receiver_name, receiver_phone, address, method, status,
       list_orders, total_grams, amount_paid, warehouse_id, created_at)
     select customer_id, 'Người nhận ' || customer_id, '0912345678', 'Số 1 Tràng Tiền, Hà Nội',
       1 + id % 2,
       case status when 8 then 0 when 9 then 1 else case when id % 60 = 2 then 3 else 2 end end,
       jsonb_build_array(code), 800 + id % 5000, 30000 + id % 100 * 1000, warehouse_id,
       least(now(), created_at + interval '20 days')
     from orders where status in (8, 9) or (status = 10 and id % 2 = 0)`,
  );
  await query(`insert into delivery_goods (delivery_id, customer_id, kind, goods_id, code,
       weight_grams, released)
     select d.id, d.customer_id, 1, o.id, o.code, d.total_grams, d.status = 3
     from deliveries d join orders o on o.code = d.list_orders ->> 0`);
  // Complaints: on half the heavy customer's arrived orders, one in ten of everyone else's.
  await run(
    'complaints',
    `insert into complaints (customer_id, order_id, type, content, request_amount, status, response,
       refund_amount, created_at)
     select customer_id, id, 1 + id % 4, 'Shop giao thiếu 1 sản phẩm', 50000,
       case when id % 30 = 0 then 0 when id % 30 = 1 then 1 when id % 10 = 2 then 3 else 2 end,
       case when id % 30 in (0, 1) then '' else 'Đã kiểm tra với shop' end,
       case when id % 30 in (0, 1) or id % 10 = 2 then 0 else 50000 end,
       least(now(), created_at + interval '15 days')
     from orders
     where status between 7 and 10
       and case when customer_id = ${heavyId} then id % 2 = 0 else id % 10 = 0 end`,
  );
  // Deposit and withdrawal requests: most approved, one in fifty still waiting.
  await run(
    'deposit_requests',
    `insert into deposit_requests (customer_id, amount, bank_account, transfer_content, status,
       reject_reason, reviewed_at, created_at)
     select customer_id, 100000 * (1 + g % 50), '${BANK_ACCOUNT}'::jsonb, 'NAPBENCH' || g,
       case when g % 50 = 0 then 0 when g % 25 = 1 then 2 else 1 end,
       case when g % 25 = 1 then 'Không nhận được chuyển khoản' else '' end,
       case when g % 50 <> 0 then ${at} + interval '1 hour' end, ${at}
     from ${spread(plan.heavy.deposits, plan.perOther.deposits)}`,
  );
  await run(
    'withdrawal_requests',
    `insert into withdrawal_requests (customer_id, amount, bank_name, account_number, account_name,
       status, reject_reason, reviewed_at, created_at)
     select customer_id, 50000 * (1 + g % 20), 'Vietcombank',
       '0011' || lpad((g % 100000000)::text, 9, '0'), 'NGUYEN VAN A',
       case when g % 50 = 0 then 0 when g % 30 = 1 then 3 when g % 40 = 2 then 2 else 1 end,
       case when g % 40 = 2 and g % 30 <> 1 and g % 50 <> 0 then 'Sai số tài khoản' else '' end,
       case when g % 50 <> 0 then ${at} + interval '2 hours' end, ${at}
     from ${spread(plan.heavy.withdrawals, plan.perOther.withdrawals)}`,
  );
  await run(
    'carts, cart_items, shop_favorites',
    `insert into carts (customer_id, shop_name, shop_link, site, created_at)
     select customer_id, 'Cửa hàng ' || g % 997, 'https://shop' || g % 997 || '.taobao.com',
       'taobao', ${at}
     from ${spread(plan.heavy.carts, plan.perOther.carts)}`,
  );
  await query(`insert into cart_items (cart_id, product_name, price_fen, quantity, created_at)
     select c.id, 'Sản phẩm ' || i, 1500 + c.id % 5000, i, c.created_at
     from carts c cross join generate_series(1, 2) i`);
  await query(`insert into shop_favorites (customer_id, name, link)
     select ${heavyId}, 'Cửa hàng ' || g, 'https://shop' || g || '.taobao.com'
     from generate_series(1, 10) g`);

  // The busy months on top (scale-busy.ts), their derived columns left to the recounts below.
  const [lastOrder] = await query(`select coalesce(max(id), 0)::integer as id from orders`);
  const lastOrderId = Number(lastOrder?.id ?? 0);
  const busyMonths = await generateBusyMonths(query, run, plan.busy, {
    now,
    heavyId,
    typicalId,
    bankAccount: BANK_ACCOUNT,
  });

  // What the triggers keep on rows (counters, bill sums, goods facts, consignment rows, owner
  // codes, cart items), written once from the rows, before the secondary indexes are built: a live
  // database gets these as each row is written, so rewriting every row after the build would leave
  // its indexes twice their size (every update a second entry), and deep pages walking them slower.
  await run('customer_counts rebuilt', 'select recount_customer_counts()');
  await run('bill sums rebuilt', 'select recount_bill_sums()');
  await run('goods in Vietnam facts rebuilt', 'select recount_goods_in_vietnam_facts()');
  await run('consignment rows rebuilt', 'select recount_consignment_rows()');
  await run('parcel owner codes rebuilt', 'select recount_parcel_owner_codes()');
  await run('cart items rebuilt', 'select recount_all_cart_items()');
  await run('status tallies rebuilt', 'select recount_status_tallies()');
  await settleOlderBills(run, lastOrderId);
  for (const row of indexes) {
    await run(`index ${String(row.indexname)}`, String(row.indexdef));
  }
  await query(`drop table bench_others`);
  await query(`set session_replication_role = origin`);
  // As autovacuum leaves a live database: statistics, and the visibility map that lets a deep
  // page walk an index alone (without it the planner reads the rows and sorts them instead).
  await run('vacuum analyze', 'vacuum analyze');

  const counted = async (table: string, where = ''): Promise<number> => {
    const [row] = await query(`select count(*)::integer as n from ${table} ${where}`);
    return Number(row?.n ?? 0);
  };
  const tables = [
    'messages',
    'ledger_entries',
    'orders',
    'transports',
    'order_ships',
    'deliveries',
    'deposit_requests',
    'withdrawal_requests',
    'complaints',
    'carts',
  ];
  const counts: Record<string, number> = {
    customers: await counted('users', `where role = 'customer'`),
  };
  const heavyCounts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = await counted(table);
    heavyCounts[table] = await counted(table, `where customer_id = ${heavyId}`);
  }
  for (const table of ['fee_line_history', 'state_history', 'bank_transfers']) {
    counts[table] = await counted(table);
  }
  const busy: BusyReport = { ...busyMonths, ...(await countBusyMonths(query, now)) };
  for (const [month, figures] of Object.entries(busy.months)) {
    log(
      `  busy month ${month}: ${Object.entries(figures)
        .map(([key, value]) => `${key} ${value}`)
        .join(', ')}`,
    );
  }
  log(
    `  owing now: ${Object.entries(busy.owing)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
  );
  const totalMs = performance.now() - started;
  const report: GenerationReport = {
    heavyId,
    typicalId,
    totalMs,
    steps,
    counts,
    heavyCounts,
    busy,
  };
  const info = { version: DATA_VERSION, heavyId, typicalId, totalMs, counts, heavyCounts, busy };
  await query(`update ${MARKER_TABLE} set state = 'done', updated_at = now(),
    info = '${JSON.stringify(info)}'::jsonb
    where id = 1`);
  return report;
}
