/**
 * The busy months of `npm run bench:scale` (DESIGN §12, issue 26): on top of the customers' years
 * of history, a busy shop's previous and current month — what the owner's reports read. Orders are
 * made at a steady pace from 15 days before the previous month began until now, and each lives
 * its life as the days pass: deposit, bought by a buyer, its two parcels received in China, sent,
 * received in Vietnam and delivered by the warehouse staff (a move of state_history each), its
 * fee lines set and re-priced (a fee_line_history row each), its deposit and its last payment in
 * the ledger, and two orders in three brought in by a bank transfer credited to the wallet. An
 * order's state is where its life has got to now: the youngest are still on their way (their
 * bills owing the rest after the deposit), and one in twelve waits unpaid in the Vietnamese
 * warehouse for 60 days. Every derived column (bill sums, arrivals, counters, owner codes) is left
 * to the generator's recounts, as the rest of the data.
 *
 * Rows are written with explicit ids where other rows point to them (orders, fee lines, parcels,
 * deposit requests: `base + n * width + part`, gaps allowed), so one `insert … select` per table
 * needs no lookup; the rest (ledger, moves, changes, transfers) get theirs in time order.
 */
import type { Query } from './scale-data.js';

export interface BusyPlan {
  /** Orders made per 30 days (each bought, its two parcels moved and delivered as days pass). */
  ordersPerMonth: number;
  /** Active customers the orders spread over (the two bench accounts are never among them). */
  customers: number;
  /** Staff accounts doing the work: one accountant, three in ten buyers, the rest warehouse. */
  staff: number;
}

/** What the busy months hold, month by month, and the bills owing at the end. */
export interface BusyReport {
  /** The first instant of the previous Vietnamese month, and the generation's now. */
  from: string;
  until: string;
  /** yyyy-MM of the current Vietnamese month: the data is stale once that month is over. */
  month: string;
  orders: number;
  staffIds: number[];
  months: Record<string, Record<string, number>>;
  owing: Record<string, number>;
}

const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the Vietnamese month `monthsBack` months before `date`'s. */
export function vietnamMonthStart(date: Date, monthsBack = 0): Date {
  const local = new Date(date.getTime() + OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - OFFSET_MS,
  );
}

/** yyyy-MM of `date` in Vietnam. */
export function vietnamMonthKey(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 7);
}

/** A code as the database derives it from an id (codeSql in the server's schema). */
const codeOf = (prefix: string, id: string) =>
  `'${prefix}' || lpad((${id})::text, greatest(6, length((${id})::text)), '0')`;

/** Widths of the explicit ids: an order's fee lines by kind (1..10), its two parcels. */
const FEE_WIDTH = 10;
const PARCEL_WIDTH = 2;

/**
 * Writes the busy months for `now` (called by generateScaleData with the row triggers off and the
 * secondary indexes dropped, before the recounts). `run` times and logs one statement.
 */
export async function generateBusyMonths(
  query: Query,
  run: (step: string, text: string) => Promise<void>,
  plan: BusyPlan,
  context: { now: Date; heavyId: number; typicalId: number; bankAccount: string },
): Promise<Omit<BusyReport, 'months' | 'owing'>> {
  const { now, heavyId, typicalId } = context;
  const previousMonth = vietnamMonthStart(now, 1);
  const start = new Date(previousMonth.getTime() - 15 * DAY_MS);
  const orderCount = Math.round(
    (plan.ordersPerMonth * (now.getTime() - start.getTime())) / (30 * DAY_MS),
  );
  const stepSeconds = (now.getTime() - start.getTime()) / 1000 / orderCount;
  const T = `timestamptz '${now.toISOString()}'`;
  /** Whether an instant (null: never) has come by now. */
  const past = (instant: string) => `coalesce(${instant} <= ${T}, false)`;

  // The staff: their ids in the statements below, by role.
  const buyers = Math.max(1, Math.floor((plan.staff * 3) / 10));
  const keepers = plan.staff - 1 - buyers;
  if (keepers < 1) throw new Error(`the busy months need 3 staff or more, not ${plan.staff}`);
  await run(
    `users: ${plan.staff} staff`,
    `insert into users (email, phone, full_name, address, warehouse_id, role, password_hash,
       created_at, updated_at)
     select 'nv' || s || '@scale.bench', '09880000' || lpad(s::text, 2, '0'), 'Nhân viên ' || s, '',
       null, case when s = 1 then 'accountant' when s <= ${1 + buyers} then 'buyer' else 'warehouse' end,
       'bench-no-sign-in', ${T} - interval '400 days', ${T}
     from generate_series(1, ${plan.staff}) s`,
  );
  const staffIds = (
    await query(`select id from users where email like 'nv%@scale.bench' order by id`)
  ).map((row) => Number(row.id));
  const [accountant, ...others] = staffIds;
  const buyerIds = others.slice(0, buyers);
  const keeperIds = others.slice(buyers);
  const buyer = (n: string) => `(array[${buyerIds.join(', ')}])[1 + (${n}) % ${buyerIds.length}]`;
  const keeper = (n: string) =>
    `(array[${keeperIds.join(', ')}])[1 + (${n}) % ${keeperIds.length}]`;

  // The active customers: every stride-th of the generated ones, numbered k = 0, 1, ...
  const [candidates] = await query(`select count(*)::integer as n from users
    where role = 'customer' and id not in (${heavyId}, ${typicalId})`);
  const stride = Math.max(1, Math.floor(Number(candidates?.n ?? 0) / plan.customers));
  await query(`drop table if exists busy_customers`);
  await query(`create temp table busy_customers as
    select (row_number() over (order by id) - 1)::integer as k, id, warehouse_id
    from (select id, warehouse_id, row_number() over (order by id) as r from users
          where role = 'customer' and id not in (${heavyId}, ${typicalId})) c
    where r % ${stride} = 0 limit ${plan.customers}`);
  await query(`alter table busy_customers add primary key (k)`);
  await query(`analyze busy_customers`);
  const [activeRow] = await query(`select count(*)::integer as n from busy_customers`);
  const active = Number(activeRow?.n ?? 0);
  if (active === 0) throw new Error('the busy months found no customer to give orders to');

  const base = async (table: string) => {
    const [row] = await query(`select coalesce(max(id), 0)::integer as id from ${table}`);
    return Number(row?.id ?? 0);
  };
  const orderBase = await base('orders');
  const feeBase = await base('fee_lines');
  const parcelBase = await base('transports');
  const depositBase = await base('deposit_requests');

  // Each order's life: when each step comes (null: never), what each line costs. h in [0, 1)
  // spreads the steps; n picks the exceptions (1 in 50 cancelled before its deposit, 1 in 12 left
  // unpaid in the Vietnamese warehouse for 60 days, 1 in 2 re-priced when bought...).
  await query(`drop table if exists busy_orders`);
  await run(
    `busy orders: ${orderCount} from ${start.toISOString().slice(0, 10)}`,
    `create temp table busy_orders as
     select l.*,
       case when cancelled then 11
         when not ${past('deposited_at')} then 0
         when not ${past(`bought_at - interval '2 hours'`)} then 1
         when not ${past('bought_at')} then 2
         when not ${past('shipped_at')} then 3
         when not ${past('china_at')} then 4
         when not ${past(`china_at + interval '30 hours'`)} then 5
         when not ${past('vn_last')} then 6
         when not ${past('delivered_at')} then 7
         else 10 end as status,
       goods + buyer_fee + inland + crate + shipping + refund as final_total
     from (
       select t.*,
         t.bought_at + interval '1 day' as shipped_at,
         t.bought_at + interval '3 days' + h * interval '1 day' as china_at,
         t.bought_at + interval '10 days' + h * interval '2 days' as vn_at,
         t.bought_at + interval '10 days 3 hours' + h * interval '2 days' as vn_last,
         t.bought_at + interval '10 days 3 hours' + h * interval '2 days'
           + case when slow then interval '60 days' else interval '2 days' end as delivered_at,
         case when n % 20 = 7 then t.bought_at + interval '11 days 3 hours' + h * interval '2 days'
           end as refund_at,
         case when n % 4 = 1 then t.bought_at + interval '10 days 6 hours' + h * interval '2 days'
           end as reweigh_at,
         goods + case when n % 2 = 0 then 20000 else 0 end as goods0,
         (round((goods + case when n % 2 = 0 then 20000 else 0 end) * 0.03 / 1000) * 1000)::bigint
           as buyer_fee,
         15000 + (n % 26) * 1000 as inland,
         case when n % 10 = 3 then 50000 else 0 end as crate,
         (round((w0 + w1) * 30 / 1000.0) * 1000)::bigint as shipping,
         (round((w0 + w1) * 30 / 1000.0) * 1000)::bigint
           + case when n % 4 = 1 then 10000 else 0 end as shipping0,
         case when n % 20 = 7 then -50000 else 0 end as refund
       from (
         select g.n, ${orderBase} + g.n as id, c.id as customer_id, c.warehouse_id, g.h,
           g.n % 50 = 1 as cancelled, g.n % 12 = 0 as slow, g.created_at,
           g.created_at + interval '30 minutes' as deposited_at,
           case when g.n % 50 <> 1
             then g.created_at + interval '4 hours' + g.h * interval '20 hours' end as bought_at,
           (1000000 + ((g.n * 7919) % 500) * 1000)::bigint as goods,
           500 + (2 * g.n * 37) % 2500 as w0, 500 + ((2 * g.n + 1) * 37) % 2500 as w1
         from (select n, (((n * 7919) % 1000) / 1000.0)::float8 as h,
                 timestamptz '${start.toISOString()}' + (n - 0.5)::float8 * interval '${stepSeconds.toFixed(3)} seconds'
                   as created_at
               from generate_series(1, ${orderCount}) n) g
         join busy_customers c on c.k = g.n % ${active}) t) l`,
  );
  // The deposit: 70% of goods and buyer fee as first asked; the wallet top-up that pays for it.
  await query(`alter table busy_orders add column deposit bigint, add column credit bigint`);
  await query(`update busy_orders set
    deposit = (round((goods0 + buyer_fee) * 0.7 / 1000) * 1000)::bigint,
    credit = (ceil((goods0 + buyer_fee) * 1.7 / 100000) * 100000)::bigint`);
  await query(`alter table busy_orders add primary key (n)`);
  await query(`analyze busy_orders`);

  await run(
    'busy orders and their items',
    `insert into orders (id, customer_id, warehouse_id, shop_name, shop_link, site, status,
       rate_x100, rate_locked_at, deposit_amount, level_name, deposit_percent_x100,
       shop_order_number, bought_at, shop_goods_fen, shop_inland_fen, buying_rate_x100, created_at)
     select id, customer_id, warehouse_id, 'Cửa hàng ' || n % 997,
       'https://shop' || n % 997 || '.taobao.com', 'taobao', status, 365000, created_at, deposit,
       'Thành viên', 7000, case when ${past('bought_at')} then 'TB' || id else '' end,
       case when ${past('bought_at')} then bought_at end,
       case when ${past('bought_at')} then round(goods * 10000 / 365000.0)::bigint end,
       case when ${past('bought_at')} then round(inland * 8000 / 365000.0)::bigint end,
       case when ${past('bought_at')} then 360000 end, created_at
     from busy_orders order by n`,
  );
  await query(`insert into order_items (order_id, product_name, price_fen, quantity,
       quantity_bought, quantity_received)
     select id, 'Sản phẩm ' || id, round(goods0 * 10000 / 365000.0 / (1 + n % 3))::integer,
       1 + n % 3, case when status between 3 and 10 then 1 + n % 3 end,
       case when status between 7 and 10 then 1 + n % 3 end
     from busy_orders order by n`);

  // Fee lines as they stand now, and every change that made them (revenue reads the changes).
  const feeId = (kind: number) => `${feeBase} + n * ${FEE_WIDTH} + ${kind}`;
  await run(
    'busy fee lines',
    `insert into fee_lines (id, owner_kind, owner_id, customer_id, kind, amount, created_at,
       updated_at)
     select ${feeBase} + b.n * ${FEE_WIDTH} + l.kind, 'order', b.id, b.customer_id, l.kind, l.amount,
       l.created_at, l.updated_at
     from busy_orders b cross join lateral (values
       (1, case when ${past('b.bought_at')} then b.goods else b.goods0 end, b.created_at,
         case when ${past('b.bought_at')} and b.n % 2 = 0 then b.bought_at else b.created_at end),
       (2, b.buyer_fee, b.created_at, b.created_at),
       (5, case when ${past('b.bought_at')} then b.inland end, b.bought_at, b.bought_at),
       (4, case when ${past('b.bought_at')} and b.crate > 0 then b.crate end, b.bought_at,
         b.bought_at),
       (6, case when ${past('b.vn_last')}
           then case when ${past('b.reweigh_at')} then b.shipping else b.shipping0 end end,
         b.vn_last, coalesce(case when ${past('b.reweigh_at')} then b.reweigh_at end, b.vn_last)),
       (10, case when ${past('b.refund_at')} then b.refund end, b.refund_at, b.refund_at)
     ) l(kind, amount, created_at, updated_at)
     where l.amount is not null
     order by 1`,
  );
  await run(
    'busy fee line changes',
    `insert into fee_line_history (fee_line_id, kind, old_amount, new_amount, reason, changed_by,
       changed_at)
     select fee_line_id, kind, old_amount, new_amount, reason, changed_by, changed_at from (
       select ${feeId(1)} as fee_line_id, 1 as kind, 0::bigint as old_amount,
         goods0 as new_amount, 'Khách tạo đơn' as reason, null::integer as changed_by,
         created_at as changed_at
       from busy_orders
       union all
       select ${feeId(2)}, 2, 0, buyer_fee, 'Khách tạo đơn', null, created_at from busy_orders
       union all
       select ${feeId(1)}, 1, goods0, goods, 'Giá thực tế khi mua', ${buyer('n')}, bought_at
       from busy_orders where n % 2 = 0 and ${past('bought_at')}
       union all
       select ${feeId(5)}, 5, 0, inland, 'Phí vận chuyển nội địa', ${buyer('n')}, bought_at
       from busy_orders where ${past('bought_at')}
       union all
       select ${feeId(4)}, 4, 0, crate, 'Đóng gỗ', ${buyer('n')}, bought_at
       from busy_orders where crate > 0 and ${past('bought_at')}
       union all
       select ${feeId(6)}, 6, 0, shipping0, 'Cân tại kho Việt Nam', ${keeper('n')}, vn_last
       from busy_orders where ${past('vn_last')}
       union all
       select ${feeId(6)}, 6, shipping0, shipping, 'Cân lại', ${keeper('n + 1')}, reweigh_at
       from busy_orders where ${past('reweigh_at')}
       union all
       select ${feeId(10)}, 10, 0, refund, 'Hoàn tiền khiếu nại', ${accountant}, refund_at
       from busy_orders where ${past('refund_at')}) h
     order by changed_at`,
  );

  // The wallet top-ups of two orders in three: a deposit request, the bank's transfer matched to
  // it, the credit. Now and then a transfer nobody matched (1 in 120), one returned (1 in 300), a
  // request approved by hand without a transfer (1 in 60), a credit of another amount (1 in 500).
  const topUp = `n % 3 <> 0`;
  const unmatched = `n % 120 = 1`;
  const returned = `n % 300 = 2`;
  const byHand = `n % 60 = 5`;
  const credited = `${topUp} and not (${unmatched}) and not (${returned})`;
  await run(
    'busy deposit requests',
    `insert into deposit_requests (id, customer_id, amount, bank_account, transfer_content, status,
       reject_reason, reviewed_by, reviewed_at, created_at)
     select ${depositBase} + n, customer_id, credit, '${context.bankAccount}'::jsonb,
       'NAPBUSY' || n,
       case when ${unmatched} then 0 when ${returned} then 2 else 1 end,
       case when ${returned} then 'Ngân hàng trả lại giao dịch' else '' end,
       case when not (${unmatched}) then ${accountant} end,
       case when not (${unmatched}) then created_at + interval '12 minutes' end,
       created_at + interval '5 minutes'
     from busy_orders where ${topUp} and ${past(`created_at + interval '12 minutes'`)}
     order by n`,
  );
  await run(
    'busy bank transfers',
    `insert into bank_transfers (provider, provider_id, bank_reference, amount, content,
       account_number, transfer_date, status, customer_id, deposit_id, note, created_at)
     select 'sepay', 'busy-' || n, 'FTBUSY' || n, credit, 'NAPBUSY' || n || ' chuyen tien',
       '0011004123456',
       to_char((created_at + interval '10 minutes') at time zone 'Asia/Ho_Chi_Minh',
         'YYYY-MM-DD HH24:MI:SS'),
       case when ${unmatched} then 0 when ${returned} then 2 else 1 end,
       case when ${credited} then customer_id end, case when ${credited} then ${depositBase} + n end,
       '', created_at + interval '10 minutes'
     from busy_orders
     where ${topUp} and not (${byHand}) and ${past(`created_at + interval '12 minutes'`)}
     order by created_at`,
  );
  // The ledger: credits, each order's deposit and its last payment (bill sums come from these),
  // each row's balance_after its wallet's running balance from where the years before left it.
  const ledgerBase = await base('ledger_entries');
  await run(
    'busy ledger: credits, deposits, payments',
    `insert into ledger_entries (customer_id, type, amount, balance_after, ref_code, ref_kind,
       ref_id, note, created_by, created_at)
     select e.customer_id, e.type, e.amount,
       coalesce(w.balance, 0) + sum(e.amount) over (partition by e.customer_id
         order by e.created_at, e.type rows between unbounded preceding and current row),
       e.ref_code, e.ref_kind, e.ref_id, e.note, e.created_by, e.created_at
     from (
       select customer_id, 1 as type,
         credit - case when n % 500 = 4 then 10000 else 0 end as amount,
         ${codeOf('NT', `${depositBase} + n`)} as ref_code, 'deposit' as ref_kind,
         ${depositBase} + n as ref_id, 'Nạp tiền vào ví' as note,
         ${accountant} as created_by, created_at + interval '12 minutes' as created_at
       from busy_orders where ${credited} and ${past(`created_at + interval '12 minutes'`)}
       union all
       select customer_id, 3, -deposit, ${codeOf('DH', 'id')}, 'order', id, 'Đặt cọc đơn hàng',
         null, deposited_at
       from busy_orders where not cancelled and ${past('deposited_at')}
       union all
       select customer_id, 4, -(final_total - deposit), ${codeOf('DH', 'id')}, 'order', id,
         'Thanh toán đơn hàng', null, delivered_at
       from busy_orders where ${past('delivered_at')}) e
     left join wallets w on w.customer_id = e.customer_id
     order by e.created_at`,
  );
  await query(`update wallets w set balance = w.balance + s.net, updated_at = ${T}
    from (select customer_id, sum(amount) as net from ledger_entries where id > ${ledgerBase}
          group by 1) s
    where w.customer_id = s.customer_id`);

  // The parcels: two an order from the day the shop ships, and their moves.
  await query(`drop table if exists busy_parcels`);
  await query(`create temp table busy_parcels as
    select ${parcelBase} + b.n * ${PARCEL_WIDTH} + k as id, b.n, b.id as order_id, b.customer_id,
      b.warehouse_id, b.shipped_at, b.china_at + k * interval '6 hours' as china,
      b.china_at + k * interval '6 hours' + interval '1 day' as transit,
      b.vn_at + k * interval '3 hours' as vn, b.delivered_at,
      case k when 0 then b.w0 else b.w1 end as grams
    from busy_orders b cross join generate_series(0, ${PARCEL_WIDTH - 1}) k
    where ${past('b.shipped_at')}`);
  await run(
    'busy parcels',
    `insert into transports (id, transport_code, customer_id, order_id, status, weight_grams,
       charged_grams, fee, warehouse_id, arrived_at, created_at)
     select id, 'YB' || id, customer_id, order_id,
       case when not ${past('china')} then 0 when not ${past('transit')} then 1
         when not ${past('vn')} then 2 when not ${past('delivered_at')} then 3 else 6 end,
       case when ${past('china')} then grams end, case when ${past('china')} then grams end,
       case when ${past('vn')} then (round(grams * 30 / 1000.0) * 1000)::bigint else 0 end,
       warehouse_id, case when ${past('vn')} then vn end, shipped_at
     from busy_parcels order by id`,
  );
  await run(
    'busy moves (state_history)',
    `insert into state_history (entity, entity_id, from_status, to_status, mover, actor_id,
       created_at)
     select entity, entity_id, from_status, to_status, mover, actor_id, created_at from (
       select 'order' as entity, id as entity_id, 0 as from_status, 1 as to_status,
         'customer' as mover, customer_id as actor_id, deposited_at as created_at
       from busy_orders where not cancelled and ${past('deposited_at')}
       union all
       select 'order', id, 0, 11, 'customer', customer_id, created_at + interval '2 hours'
       from busy_orders where cancelled and ${past(`created_at + interval '2 hours'`)}
       union all
       select 'order', id, 2, 3, 'staff', ${buyer('n')}, bought_at
       from busy_orders where ${past('bought_at')}
       union all
       select 'order', id, 7, 10, 'staff', ${keeper('n')}, delivered_at
       from busy_orders where ${past('delivered_at')}
       union all
       select 'transport', id, 0, 1, 'staff', ${keeper('id')}, china
       from busy_parcels where ${past('china')}
       union all
       select 'transport', id, 1, 2, 'staff', ${keeper('id + 1')}, transit
       from busy_parcels where ${past('transit')}
       union all
       select 'transport', id, 2, 3, 'staff', ${keeper('id + 2')}, vn
       from busy_parcels where ${past('vn')}
       union all
       select 'transport', id, 3, 6, 'staff', ${keeper('id + 3')}, delivered_at
       from busy_parcels where ${past('delivered_at')}) m
     order by created_at`,
  );
  for (const table of ['orders', 'fee_lines', 'transports', 'deposit_requests']) {
    await query(`select setval(pg_get_serial_sequence('${table}', 'id'),
      (select max(id) from ${table}))`);
  }
  await query(`drop table busy_parcels`);
  await query(`drop table busy_orders`);
  await query(`drop table busy_customers`);
  return {
    from: previousMonth.toISOString(),
    until: now.toISOString(),
    month: vietnamMonthKey(now),
    orders: orderCount,
    staffIds,
  };
}

/**
 * The bills of the years before the busy months, settled: the customers' older ledger rows are
 * not tied to bills, so their paid sums (from recount_bill_sums: nothing) are set to their totals,
 * and the orders past buying get what migration 0039 reads back for such orders (bought when
 * made, the shop paid their item's price at their own rate). Run after the recounts, before the
 * indexes are built; `lastOrderId` is the last order of the years before.
 */
export async function settleOlderBills(
  run: (step: string, text: string) => Promise<void>,
  lastOrderId: number,
): Promise<void> {
  // The item of an older order costs (1000 + id % 9000) fen, 1 + id % 3 of them (scale-data.ts).
  await run(
    'older orders settled and bought',
    `update orders set
       bill_paid = case when status between 1 and 10 then bill_total else bill_paid end,
       bought_at = case when status between 3 and 10 then created_at end,
       shop_goods_fen = case when status between 3 and 10
         then (1000 + id % 9000)::bigint * (1 + id % 3) end,
       shop_inland_fen = case when status between 3 and 10 then 0 end,
       buying_rate_x100 = case when status between 3 and 10 then rate_x100 end
     where id <= ${lastOrderId}`,
  );
  await run(
    'older consignments settled',
    `update order_ships set bill_paid = bill_total where bill_paid <> bill_total`,
  );
}

/** Counts of what the reports read, per month of the busy months, and the bills owing now. */
export async function countBusyMonths(
  query: Query,
  now: Date,
): Promise<Pick<BusyReport, 'months' | 'owing'>> {
  const months: BusyReport['months'] = {};
  const previous = vietnamMonthStart(now, 1);
  const current = vietnamMonthStart(now, 0);
  for (const [from, to] of [
    [previous, current],
    [current, now],
  ] as const) {
    const range = (column: string) =>
      `${column} >= timestamptz '${from.toISOString()}' and ${column} < timestamptz '${to.toISOString()}'`;
    const [row] = await query(`select
      (select count(*) from orders where ${range('bought_at')})::integer as orders_bought,
      (select count(*) from state_history where entity = 'transport' and to_status = 6
         and ${range('created_at')})::integer as parcels_delivered,
      (select count(*) from state_history where ${range('created_at')})::integer as moves,
      (select count(*) from fee_line_history where ${range('changed_at')})::integer as fee_changes,
      (select count(*) from bank_transfers where ${range('created_at')})::integer as bank_transfers,
      (select count(*) from ledger_entries where type = 1 and ${range('created_at')})::integer
        as deposit_credits`);
    months[vietnamMonthKey(from)] = Object.fromEntries(
      Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]),
    );
  }
  const [owing] = await query(`select count(*)::integer as bills,
      count(distinct customer_id)::integer as customers,
      (count(*) filter (where arrived is not null))::integer as arrived,
      (count(*) filter (where arrived < now() - interval '30 days'))::integer as arrived_over_30_days
    from (select customer_id, last_arrived_at as arrived from orders
          where status between 1 and 10 and bill_total > bill_paid
          union all
          select customer_id, last_arrived_at from order_ships
          where status <> 6 and bill_total > bill_paid) b`);
  return {
    months,
    owing: Object.fromEntries(
      Object.entries(owing ?? {}).map(([key, value]) => [key, Number(value)]),
    ),
  };
}
