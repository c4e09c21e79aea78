/**
 * The staff console's data at the outside probe's scale (issue 27 §1: "the staff console
 * collapses at scale and starves customers"): on top of bench:scale's database (scale-data.ts, the
 * busy months of scale-busy.ts), the tables the console lists are topped up to what the probe
 * measured — 304,000 orders, 400,000 parcels, 203,000 deposit requests and 500,000 audit rows —
 * with a team of staff, the bags their warehouse packed and the vouchers their accountants wrote.
 *
 * Idempotent: every table is counted first and only what is missing is added, so a second run
 * adds nothing (bench:scale's own data usually holds the orders, parcels and deposits already).
 * Written as scale-data.ts writes: one `insert … select` per table, row triggers off
 * (session_replication_role = replica) and the facts they keep recounted once at the end with the
 * generator's own functions (customer counts, parcel owner codes); the audit log's secondary
 * indexes are dropped for its load and rebuilt.
 */
import { BANK_ACCOUNT, type Query } from './scale-data.js';

export interface ConsolePlan {
  /** Rows each table holds at least once topped up. */
  orders: number;
  transports: number;
  depositRequests: number;
  auditLog: number;
  vouchers: number;
  /** Staff accounts (every role but customer, the seeded admin included). */
  staff: number;
}

/** The probe's sizes (issue 27 §1), a staff of 30 and a few months of vouchers. */
export const CONSOLE_PLAN: ConsolePlan = {
  orders: 304_000,
  transports: 400_000,
  depositRequests: 203_000,
  auditLog: 500_000,
  vouchers: 3_000,
  staff: 30,
};

export interface ConsoleDataStep {
  step: string;
  ms: number;
  rows: number | null;
}

export interface ConsoleDataReport {
  totalMs: number;
  steps: ConsoleDataStep[];
  before: Record<string, number>;
  after: Record<string, number>;
  /** Rows added per table (0: the table already held enough). */
  added: Record<string, number>;
  /** Rows per status of the lists with working states, after the top-up. */
  states: Record<string, Record<string, number>>;
  /** Audit rows per kind (the audit log's tabs), after the top-up. */
  auditKinds: Record<string, number>;
  /** Customers whose name holds a digit ("Khách hàng 4997"), as the probe's did. */
  customersNamedWithDigits: number;
}

/** The tables whose sizes the report gives, before and after. */
const COUNTED_TABLES = [
  'orders',
  'transports',
  'deposit_requests',
  'withdrawal_requests',
  'audit_log',
  'complaints',
  'order_ships',
  'deliveries',
  'bank_transfers',
  'bags',
  'vouchers',
  'state_history',
];

/** Vietnamese names for the staff added (customers keep the generator's "Khách hàng <n>"). */
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thu', 'Đức', 'Ngọc', 'Quang'];
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Hà', 'Hùng', 'Lan', 'Long', 'Mai', 'Nam', 'Phương'];
/** The roles of the staff added, in turn: warehouse keepers most, then buyers and accountants. */
const STAFF_ROLES = ['warehouse', 'warehouse', 'buyer', 'accountant', 'support', 'warehouse'];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/** `(array[ids])[1 + (n) % len]`: one of `ids` picked by `n`. */
const pick = (ids: readonly number[], n: string) =>
  `(array[${ids.join(', ')}]::integer[])[1 + ((${n}) % ${ids.length})]`;

/**
 * Tops the database up to `plan` (CONSOLE_PLAN). The database is bench:scale's, already generated
 * (the customers and the busy months' staff and moves are read from it).
 */
export async function ensureConsoleData(
  query: Query,
  plan: ConsolePlan = CONSOLE_PLAN,
  log: (line: string) => void = console.log,
): Promise<ConsoleDataReport> {
  const started = performance.now();
  const steps: ConsoleDataStep[] = [];
  const run = async (step: string, text: string): Promise<void> => {
    const stepStarted = performance.now();
    await query(text);
    const ms = performance.now() - stepStarted;
    steps.push({ step, ms, rows: null });
    log(`  ${step.padEnd(52)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
  };
  const counted = async (table: string, where = ''): Promise<number> => {
    const [row] = await query(`select count(*)::integer as n from ${table} ${where}`);
    return Number(row?.n ?? 0);
  };
  const countAll = async () => {
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) counts[table] = await counted(table);
    counts.customers = await counted('users', `where role = 'customer'`);
    counts.staff = await counted('users', `where role <> 'customer'`);
    return counts;
  };
  const before = await countAll();
  const added: Record<string, number> = {};
  const [w1 = 1, w2 = w1] = (await query(`select id from warehouses order by id limit 2`)).map(
    (row) => Number(row.id),
  );

  await query(`set maintenance_work_mem = '256MB'`);
  await query(`set synchronous_commit = off`);
  // Row triggers off while loading, as scale-data.ts loads: what they keep is recounted below.
  await query(`set session_replication_role = replica`);
  try {
    // ------------------------------------------------------------ staff
    added.staff = Math.max(0, plan.staff - before.staff!);
    if (added.staff > 0) {
      const [already] = await query(
        `select count(*)::integer as n from users where email like 'staff%@console.bench'`,
      );
      const first = Number(already?.n ?? 0) + 1;
      await run(
        `users: ${added.staff} staff`,
        `insert into users (email, phone, full_name, address, warehouse_id, role, password_hash,
           created_at, updated_at)
         select 'staff' || s || '@console.bench', '0987' || lpad(s::text, 6, '0'),
           (${sqlArray(FAMILY)})[1 + s % ${FAMILY.length}] || ' '
             || (${sqlArray(MIDDLE)})[1 + (s / 3) % ${MIDDLE.length}] || ' '
             || (${sqlArray(GIVEN)})[1 + (s * 7) % ${GIVEN.length}],
           '', case when s % 2 = 0 then ${w1} else ${w2} end,
           (${sqlArray(STAFF_ROLES)})[1 + s % ${STAFF_ROLES.length}], 'bench-no-sign-in',
           now() - interval '400 days' + s * interval '5 days', now()
         from generate_series(${first}, ${first + added.staff - 1}) s`,
      );
    }
    const staff = await query(`select id, role from users where role <> 'customer' order by id`);
    const staffOf = (...roles: string[]) => {
      const ids = staff
        .filter((row) => roles.includes(String(row.role)))
        .map((row) => Number(row.id));
      return ids.length > 0 ? ids : staff.map((row) => Number(row.id));
    };
    const accountants = staffOf('accountant');
    const keepers = staffOf('warehouse');
    const buyers = staffOf('buyer');
    const seniors = staffOf('admin', 'support');
    const admins = staffOf('admin');
    const admin = admins[0] ?? 1;

    // The customers the added rows go to: the generated ones, never the two bench accounts.
    await query(`drop table if exists console_customers`);
    await query(`create temp table console_customers as
      select (row_number() over (order by id))::integer as n, id, warehouse_id from users
      where role = 'customer' and email like 'kh%@scale.bench'`);
    await query(`alter table console_customers add primary key (n)`);
    await query(`analyze console_customers`);
    const customers = await counted('console_customers');
    if (customers === 0)
      throw new Error('no generated customer (kh…@scale.bench): run bench:scale');
    const customerOf = (g: string) => `(select c.id from console_customers c
      where c.n = (${g} * 7919) % ${customers} + 1)`;

    // ------------------------------------------------------------ orders and their parcels
    added.orders = Math.max(0, plan.orders - before.orders!);
    if (added.orders > 0) {
      const [last] = await query(`select coalesce(max(id), 0)::integer as id from orders`);
      const base = Number(last?.id ?? 0);
      // One in a hundred in each working state (0–9), two cancelled, the rest delivered long ago;
      // a working order is as young as its state; the bills of the years before settled (as
      // scale-busy.ts settleOlderBills leaves them), a working one owing after its deposit.
      await query(`drop table if exists console_orders`);
      await query(`create temp table console_orders as
        select ${base} + g as id, c.id as customer_id, c.warehouse_id, g, s.status,
          case when s.status = 10 then now() - (30 + (g * 7919) % 690) * interval '1 day'
            when s.status = 11 then now() - ((g * 7919) % 720) * interval '1 day'
            else now() - (s.status + 1) * interval '36 hours'
              - ((g * 7919) % 1000) * interval '86 seconds' end as created_at,
          (1000000 + g % 500000)::bigint as goods
        from generate_series(1, ${added.orders}) g
        cross join lateral (select case when g % 100 < 10 then (g % 100)::smallint
          when g % 100 < 12 then 11::smallint else 10::smallint end as status) s
        join console_customers c on c.n = (g * 7919) % ${customers} + 1`);
      await run(
        `orders: ${added.orders} (states 0–9 one in a hundred each)`,
        `insert into orders (id, customer_id, warehouse_id, shop_name, shop_link, site, status,
           rate_x100, rate_locked_at, deposit_amount, level_name, deposit_percent_x100,
           bill_total, bill_paid, last_arrived_at, bought_at, shop_goods_fen, shop_inland_fen,
           buying_rate_x100, shop_order_number, created_at)
         select id, customer_id, warehouse_id, 'Cửa hàng ' || g % 997,
           'https://shop' || g % 997 || '.taobao.com', 'taobao', status, 365000, created_at,
           round((goods + 30000) * 0.7)::bigint, 'Thành viên', 7000, goods + 30000,
           case when status between 8 and 10 then goods + 30000
             when status between 1 and 7 then round((goods + 30000) * 0.7)::bigint else 0 end,
           case when status between 7 and 10 then created_at + interval '12 days' end,
           case when status between 3 and 10 then created_at + interval '6 hours' end,
           case when status between 3 and 10 then round(goods * 10000 / 365000.0)::bigint end,
           case when status between 3 and 10 then 0 end,
           case when status between 3 and 10 then 365000 end,
           case when status between 3 and 10 then 'TB' || id else '' end, created_at
         from console_orders order by id`,
      );
      await query(`insert into order_items (order_id, product_name, price_fen, quantity,
          quantity_bought, quantity_received)
        select id, 'Sản phẩm ' || id, round(goods * 10000 / 365000.0)::integer, 1,
          case when status between 3 and 10 then 1 end,
          case when status between 7 and 10 then 1 end
        from console_orders`);
      await query(`insert into fee_lines (owner_kind, owner_id, customer_id, kind, amount,
          created_at, updated_at)
        select 'order', o.id, o.customer_id, f.kind, case f.kind when 1 then o.goods else 30000 end,
          o.created_at, o.created_at
        from console_orders o cross join (values (1), (2)) f(kind)`);
      await run(
        'transports: one parcel per order not cancelled',
        `insert into transports (transport_code, customer_id, order_id, status, weight_grams,
           charged_grams, fee, warehouse_id, arrived_at, created_at)
         select 'YC' || id, customer_id, id,
           case when status = 10 then 6 when status between 5 and 9 then status - 4 else 0 end,
           case when status between 5 and 10 then 800 + id % 5000 end,
           case when status between 5 and 10 then 800 + id % 5000 end,
           case when status between 7 and 10 then 30000 + id % 50 * 1000 else 0 end, warehouse_id,
           case when status between 7 and 10 then created_at + interval '12 days' end,
           created_at + interval '1 day'
         from console_orders where status between 4 and 10 order by id`,
      );
      await query(
        `select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
      );
      await query(`drop table console_orders`);
    }
    const transportsNow = await counted('transports');
    added.transports = transportsNow - before.transports!;
    const moreParcels = Math.max(0, plan.transports - transportsNow);
    if (moreParcels > 0) {
      // A second parcel of orders delivered long ago, arrived with the first (the order's last
      // arrival stays what it was).
      await run(
        `transports: ${moreParcels} second parcels of delivered orders`,
        `insert into transports (transport_code, customer_id, order_id, status, weight_grams,
           charged_grams, fee, warehouse_id, arrived_at, created_at)
         select 'YD' || id, customer_id, id, 6, 500 + id % 3000, 500 + id % 3000,
           20000 + id % 40 * 1000, warehouse_id, last_arrived_at, created_at + interval '1 day'
         from orders where status = 10 and last_arrived_at is not null
           and not exists (select 1 from transports t where t.transport_code = 'YD' || orders.id)
         order by id limit ${moreParcels}`,
      );
      added.transports += moreParcels;
    }

    // ------------------------------------------------------------ deposit requests
    added.deposit_requests = Math.max(0, plan.depositRequests - before.deposit_requests!);
    if (added.deposit_requests > 0) {
      // Most approved, one in twenty-five refused, one in fifty waiting (those of the last days).
      await run(
        `deposit_requests: ${added.deposit_requests}`,
        `insert into deposit_requests (customer_id, amount, bank_account, transfer_content, status,
           reject_reason, reviewed_by, reviewed_at, created_at)
         select ${customerOf('g')}, 100000 * (1 + g % 50), '${BANK_ACCOUNT}'::jsonb,
           'NAPCONSOLE' || g, d.status,
           case when d.status = 2 then 'Không nhận được chuyển khoản' else '' end,
           case when d.status <> 0 then ${pick(accountants, 'g')} end,
           case when d.status <> 0 then d.at + interval '1 hour' end, d.at
         from generate_series(1, ${added.deposit_requests}) g
         cross join lateral (select
           case when g % 50 = 0 then 0 when g % 25 = 1 then 2 else 1 end::smallint as status,
           case when g % 50 = 0 then now() - (g % 72) * interval '1 hour'
             else now() - interval '2 hours' - ((g * 7919) % 720) * interval '1 day' end as at) d`,
      );
    }

    // What the triggers would have kept, for what was added: the generator's recounts.
    if (added.orders > 0 || added.transports > 0 || added.deposit_requests > 0) {
      await run('customer_counts rebuilt', 'select recount_customer_counts()');
      await run('parcel owner codes rebuilt', 'select recount_parcel_owner_codes()');
    }

    // ------------------------------------------------------------ bags
    const bagged = await counted('transports', 'where bag_id is not null');
    added.bags = 0;
    if (bagged === 0) {
      // The busy months' parcels received in China, packed by their warehouse every two hours:
      // a bag's state follows its least advanced parcel.
      await query(`drop table if exists console_bag_parcels`);
      await query(`create temp table console_bag_parcels as
        select t.id, t.warehouse_id, t.status, t.charged_grams, t.arrived_at, h.created_at as china,
          floor(extract(epoch from h.created_at) / 7200)::bigint as slot
        from transports t
        join state_history h on h.entity = 'transport' and h.entity_id = t.id and h.to_status = 1
        where t.bag_id is null and t.status <> 7 and t.warehouse_id is not null`);
      const [bagBase] = await query(`select coalesce(max(id), 0)::integer as id from bags`);
      await query(`drop table if exists console_bags`);
      await query(`create temp table console_bags as
        select ${Number(bagBase?.id ?? 0)} + row_number() over (order by slot, warehouse_id) as id,
          slot, warehouse_id, min(status) as least_status, min(china) as opened,
          min(arrived_at) as arrived, sum(coalesce(charged_grams, 0))::integer as grams
        from console_bag_parcels group by slot, warehouse_id`);
      await run(
        'bags: the busy months’ parcels, two hours a bag',
        `insert into bags (id, status, destination_warehouse_id, arrived_warehouse_id, weight_grams,
           created_by, closed_at, shipped_at, arrived_at, created_at)
         select id,
           case when least_status >= 3 then 3 when least_status = 2 then 2
             when opened > now() - interval '2 hours' then 0 else 1 end,
           warehouse_id, case when least_status >= 3 then warehouse_id end, grams,
           ${pick(keepers, 'id')},
           case when opened <= now() - interval '2 hours' then opened + interval '2 hours' end,
           case when least_status >= 2 then opened + interval '1 day' end,
           case when least_status >= 3 then arrived end, opened
         from console_bags order by id`,
      );
      await run(
        'transports: each parcel in its bag',
        `update transports t set bag_id = b.id
         from console_bag_parcels p join console_bags b using (slot, warehouse_id)
         where t.id = p.id`,
      );
      await query(
        `select setval(pg_get_serial_sequence('bags', 'id'), (select max(id) from bags))`,
      );
      added.bags = await counted('console_bags');
      await query(`drop table console_bags`);
      await query(`drop table console_bag_parcels`);
    }

    // ------------------------------------------------------------ vouchers
    added.vouchers = Math.max(0, plan.vouchers - before.vouchers!);
    if (added.vouchers > 0) {
      // Receipts (two in five) and payments over the last 120 days, on the cash box and the two
      // bank accounts; approved by an admin, those of the last three days still waiting.
      await query(`drop table if exists console_vouchers`);
      await query(`create temp table console_vouchers as
        select g, v.kind, v.fund, v.at,
          case when v.kind = 1 then 5000000 + ((g * 7919) % 100) * 1000000
            else 500000 + ((g * 7919) % 50) * 100000 end::bigint as amount,
          case when v.at > now() - interval '3 days' then 0 when g % 25 = 3 then 2 else 1 end::smallint
            as status,
          ${pick(accountants, 'g')} as created_by
        from generate_series(1, ${added.vouchers}) g
        cross join lateral (select case when g % 5 < 2 then 1 else 2 end::smallint as kind,
          g % 3 as fund,
          now() - (${added.vouchers} - g)::float8 / ${added.vouchers} * interval '120 days'
            - interval '10 minutes' as at) v`);
      await run(
        `vouchers: ${added.vouchers}`,
        `insert into vouchers (kind, amount, fund_account_id, fund_account_name, counterparty,
           reason, customer_id, status, created_by, decided_by, decided_at, reject_reason,
           fund_balance_after, created_at)
         select v.kind, v.amount, v.fund,
           case v.fund when 0 then 'Quỹ tiền mặt' when 1 then 'Vietcombank · 0011004123456'
             else 'Techcombank · 19036688899001' end,
           case when v.kind = 1 then 'Khách hàng ' || (g * 7919) % 90000
             else 'Công ty vận chuyển ' || g % 17 end,
           case when v.kind = 1 then 'Thu tiền hàng' else 'Chi phí vận chuyển nội địa' end,
           case when v.kind = 1 and g % 3 = 0 then ${customerOf('g')} end, v.status, v.created_by,
           case when v.status <> 0 then
             case when v.created_by = ${admin} then ${pick(seniors, 'g + 1')}
               else ${admin} end end,
           case when v.status <> 0 then v.at + interval '2 hours' end,
           case when v.status = 2 then 'Sai số tiền' else '' end,
           case when v.status = 1 then coalesce(f.balance, 0) + sum(
             case when v.status = 1 then case when v.kind = 1 then v.amount else -v.amount end
               else 0 end) over (partition by v.fund order by v.at, g) end,
           v.at
         from console_vouchers v left join fund_balances f on f.fund_account_id = v.fund
         order by v.at`,
      );
      await query(`insert into fund_balances (fund_account_id, balance, updated_at)
        select fund, sum(case when kind = 1 then amount else -amount end), now()
        from console_vouchers where status = 1 group by fund
        on conflict (fund_account_id) do update
          set balance = fund_balances.balance + excluded.balance, updated_at = now()`);
      await query(`drop table console_vouchers`);
    }

    // ------------------------------------------------------------ the audit log
    added.audit_log = Math.max(0, plan.auditLog - before.audit_log!);
    if (added.audit_log > 0) {
      await addAuditRows(query, run, added.audit_log, {
        accountants,
        keepers,
        buyers,
        seniors,
        admins,
      });
    }
    await query(`drop table console_customers`);
    // The console lists' counts per status (migration 0040), for every table added to.
    if (Object.values(added).some((rows) => rows > 0)) {
      await run('status tallies rebuilt', 'select recount_status_tallies()');
    }
  } finally {
    await query(`set session_replication_role = origin`);
  }
  // As autovacuum leaves a live database: statistics and the visibility map.
  const touched = Object.entries(added)
    .filter(([, rows]) => rows > 0)
    .map(([table]) => (table === 'staff' ? 'users' : table));
  if (touched.includes('orders')) touched.push('order_items', 'fee_lines');
  if (touched.includes('bags')) touched.push('transports');
  for (const table of [...new Set(touched)]) {
    await run(`vacuum analyze ${table}`, `vacuum analyze ${table}`);
  }
  // A vacuum cannot mark the pages of rows younger than another session's open snapshot visible
  // to all (another benchmark's server running beside): the tables whose visibility map is left
  // mostly unset are vacuumed again, on this run or the next. Autovacuum would not come back to
  // them before many more rows arrive, and without the map a count reads every row, not the index.
  for (const table of ['audit_log', 'bags', 'vouchers', 'transports', 'users']) {
    const [row] = await query(`select relpages, relallvisible from pg_class
      where oid = 'public.${table}'::regclass`);
    const pages = Number(row?.relpages ?? 0);
    if (pages > 0 && Number(row?.relallvisible ?? 0) < 0.9 * pages) {
      await run(`vacuum ${table} (visibility map unset)`, `vacuum analyze ${table}`);
    }
  }

  const after = await countAll();
  const states: ConsoleDataReport['states'] = {};
  for (const [name, table] of [
    ['orders', 'orders'],
    ['transports', 'transports'],
    ['deposit_requests', 'deposit_requests'],
    ['bags', 'bags'],
    ['vouchers', 'vouchers'],
  ] as const) {
    const rows = await query(
      `select status, count(*)::integer as n from ${table} group by status order by status`,
    );
    states[name] = Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
  }
  const kinds = await query(
    `select kind, count(*)::integer as n from audit_log group by kind order by kind`,
  );
  const report: ConsoleDataReport = {
    totalMs: performance.now() - started,
    steps,
    before,
    after,
    added,
    states,
    auditKinds: Object.fromEntries(kinds.map((row) => [String(row.kind), Number(row.n)])),
    customersNamedWithDigits: await counted(
      'users',
      `where role = 'customer' and full_name ~ '[0-9]'`,
    ),
  };
  return report;
}

interface StaffIds {
  accountants: number[];
  keepers: number[];
  buyers: number[];
  seniors: number[];
  admins: number[];
}

/** One source of audit rows: what the staff did to one kind of record, and its share of the log. */
interface AuditSource {
  name: string;
  share: number;
  /**
   * A select of (actor_id, action, entity, entity_id, before, after, created_at, kind), one row
   * per thing a member of staff did; the newest are taken first.
   */
  select: string;
}

/**
 * The audit log as the product writes it (state-machine/transition.ts: `<entity>.<action>` with
 * the record's code and {Status} before and after), for what the staff did in the data: the busy
 * months' parcel and order moves (state_history), deposit and withdrawal decisions, slips,
 * complaints, transfers, customers looked after and a few settings. Each source gives its share
 * of `rows`, the newest first; what one cannot give goes to the others. In time order, so the
 * ids grow with the time as in a live log.
 */
async function addAuditRows(
  query: Query,
  run: (step: string, text: string) => Promise<void>,
  rows: number,
  staff: StaffIds,
): Promise<void> {
  const status = (column: string) => `jsonb_build_object('Status', ${column})`;
  const sources: AuditSource[] = [
    {
      name: 'parcel moves',
      share: 0.4,
      select: `select coalesce(h.actor_id, ${pick(staff.keepers, 'h.id')}),
          'transport.' || case h.to_status when 1 then 'receive-china' when 2 then 'ship'
            when 3 then 'receive-vietnam' when 4 then 'pay' when 5 then 'deliver'
            when 6 then 'delivered' else 'cancel' end,
          'transport', t.code, ${status('h.from_status')}, ${status('h.to_status')}, h.created_at,
          2::smallint
        from state_history h join transports t on t.id = h.entity_id
        where h.entity = 'transport' and h.mover = 'staff'`,
    },
    {
      name: 'order moves',
      share: 0.25,
      select: `select coalesce(h.actor_id, ${pick(staff.buyers, 'h.id')}),
          'order.' || case h.to_status when 2 then 'start-buying' when 3 then 'bought'
            when 4 then 'shop-shipped' when 5 then 'receive-china' when 6 then 'ship'
            when 7 then 'receive-vietnam' when 9 then 'deliver' when 10 then 'delivered'
            else 'cancel' end,
          'order', o.code, ${status('h.from_status')},
          case when h.to_status = 3 then jsonb_build_object('Status', 3, 'ShopOrderNumber',
            o.shop_order_number) else ${status('h.to_status')} end, h.created_at, 1::smallint
        from state_history h join orders o on o.id = h.entity_id
        where h.entity = 'order' and h.mover = 'staff'`,
    },
    {
      name: 'deposit decisions',
      share: 0.14,
      select: `select coalesce(d.reviewed_by, ${pick(staff.accountants, 'd.id')}),
          case when d.status = 1 then 'deposit.approve' else 'deposit.reject' end, 'deposit', d.code,
          ${status('0')}, case when d.status = 1 then jsonb_build_object('Status', 1, 'Amount',
            d.amount) else jsonb_build_object('Status', 2, 'Reason', d.reject_reason) end,
          least(now(), d.reviewed_at), 4::smallint
        from deposit_requests d where d.status in (1, 2) and d.reviewed_at is not null`,
    },
    {
      name: 'slips',
      share: 0.1,
      select: `select ${pick(staff.keepers, 'd.id')},
          case d.status when 1 then 'delivery.start' when 2 then 'delivery.deliver'
            else 'delivery.cancel' end, 'delivery', d.code, ${status('0')},
          ${status('d.status')}, least(now(), d.created_at + interval '1 day'), 3::smallint
        from deliveries d where d.status in (1, 2, 3)`,
    },
    {
      name: 'withdrawal decisions',
      share: 0.05,
      select: `select coalesce(w.reviewed_by, ${pick(staff.accountants, 'w.id')}),
          case when w.status = 1 then 'withdrawal.approve' else 'withdrawal.reject' end,
          'withdrawal', w.code, ${status('0')}, ${status('w.status')},
          least(now(), w.reviewed_at), 4::smallint
        from withdrawal_requests w where w.status in (1, 2) and w.reviewed_at is not null`,
    },
    {
      name: 'complaints',
      share: 0.03,
      select: `select ${pick(staff.seniors, 'c.id')},
          case c.status when 1 then 'complaint.take' when 2 then 'complaint.resolve'
            else 'complaint.reject' end, 'complaint', c.code, ${status('0')},
          jsonb_build_object('Status', c.status, 'RefundAmount', c.refund_amount),
          least(now(), c.created_at + interval '1 day'), 1::smallint
        from complaints c where c.status in (1, 2, 3)`,
    },
    {
      name: 'customers looked after',
      share: 0.015,
      select: `select ${pick(staff.seniors, 'u.id')},
          case u.id % 3 when 0 then 'customer.assign-supporter' when 1 then 'customer.view-as'
            else 'customer.view-as.end' end, 'customer', u.code, null::jsonb,
          jsonb_build_object('SupporterId', ${pick(staff.seniors, 'u.id + 1')}),
          least(now(), u.created_at + interval '2 days'), 5::smallint
        from users u where u.role = 'customer'`,
    },
    {
      name: 'balance adjustments',
      share: 0.005,
      select: `select ${pick(staff.accountants, 'u.id')}, 'wallet.adjust', 'customer', u.code,
          jsonb_build_object('Balance', 0), jsonb_build_object('Amount', 10000 * (1 + u.id % 20)),
          least(now(), u.created_at + interval '5 days'), 4::smallint
        from users u where u.role = 'customer' and u.id % 7 = 3`,
    },
    {
      name: 'transfers matched or returned by hand',
      share: 0.005,
      select: `select ${pick(staff.accountants, 'b.id')},
          case when b.status = 1 then 'bank-transfer.assign' else 'bank-transfer.return' end,
          'bank-transfer', b.code, ${status('0')}, ${status('b.status')},
          least(now(), b.created_at + interval '30 minutes'), 4::smallint
        from bank_transfers b where b.status in (1, 2)`,
    },
    {
      name: 'settings and rates',
      share: 0.001,
      select: `select ${pick(staff.admins, 'g')},
          case g % 3 when 0 then 'settings.update' when 1 then 'rate.propose' else 'rate.approve' end,
          case g % 3 when 0 then 'settings' else 'rate' end, case g % 3 when 0 then 'settings'
            else g::text end, null::jsonb, jsonb_build_object('Value', 3600 + g % 80),
          now() - g * interval '14 hours', 6::smallint
        from generate_series(1, 2000) g`,
    },
  ];
  // What each source can give, then each its share, the rest to those that have more.
  const available: number[] = [];
  for (const source of sources) {
    const [row] = await query(`select count(*)::integer as n from (${source.select}) s`);
    available.push(Number(row?.n ?? 0));
  }
  const shares = sources.reduce((sum, source) => sum + source.share, 0);
  const quota = sources.map((source, index) =>
    Math.min(available[index]!, Math.floor((rows * source.share) / shares)),
  );
  let left = rows - quota.reduce((sum, value) => sum + value, 0);
  for (let index = 0; index < sources.length && left > 0; index++) {
    const more = Math.min(left, available[index]! - quota[index]!);
    quota[index]! += more;
    left -= more;
  }
  const parts = sources
    .map((source, index) => ({ source, quota: quota[index]! }))
    .filter((part) => part.quota > 0);

  // The log's secondary indexes are built once after the load, as the generator builds its own.
  const indexes = await query(`select indexname, indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename = 'audit_log'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  if (indexes.length > 0) {
    await query(`drop index ${indexes.map((row) => `"${String(row.indexname)}"`).join(', ')}`);
  }
  await run(
    `audit_log: ${rows} (${parts.map((part) => `${part.source.name} ${part.quota}`).join(', ')})`,
    `insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at, kind)
     select * from (${parts
       .map(
         (part) =>
           `(select * from (${part.source.select}) s(actor_id, action, entity, entity_id, before,
             after, created_at, kind) order by created_at desc limit ${part.quota})`,
       )
       .join(' union all ')}) a
     order by created_at`,
  );
  for (const row of indexes) {
    await run(`index ${String(row.indexname)}`, String(row.indexdef));
  }
}
