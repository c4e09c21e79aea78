/**
 * What bench:scale's writes need before each is measured (scale-writes.ts): their customers, and
 * the carts, orders, parcels, bags and deposit requests a write consumes, found in the database and
 * moved along by the product's own calls (unmeasured), so that every measured request is a real
 * write that succeeds: no two requests order the same cart, pay the same order, scan the same
 * parcel or confirm the same deposit.
 *
 * The customers are new each run (registered, signed in and funded through the API), one per
 * connection: 32 customers acting at once, none waiting on another's wallet, each with a history
 * that starts with the run (their pending withdrawals, which a withdrawal sums, stay few).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { registerCustomer, signIn } from './server-process.js';
import { runAll, type WriteRequest } from './write-load.js';

/** The states these writes take things through (packages/shared enums.ts: OrderState, TransportStatus). */
export const OrderState = { AwaitingDeposit: 0, Deposited: 1, InVietnamWarehouse: 7 } as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const TransportStatus = { AwaitingChina: 0, InChinaWarehouse: 1, InTransit: 2 } as const;
export type TransportStatus = (typeof TransportStatus)[keyof typeof TransportStatus];

const PASSWORD = 'matkhau123';
/** registerCustomer's warehouse: the writers' parcels, and so their bags, go there. */
export const WAREHOUSE_ID = 1;
/** Each writer's money for a run: an adjustment's most (1 tỷ đồng), far beyond what a run spends. */
const FUNDS = 1_000_000_000;
/** Largest batch of transports/ship (shipSchema). */
const SHIP_BATCH = 50;

export interface Writer {
  id: number;
  email: string;
  token: string;
}

/** A run's writes: the product, the database beside it, the staff and the customers. */
export interface WriteSession {
  base: string;
  client: pg.Client;
  staffToken: string;
  /** This run's tag, in the writers' e-mails and the tracking numbers (unique over runs). */
  stamp: string;
  writers: Writer[];
}

/** A money call's header, as the portal and the console send it: a new key per action. */
export const idempotent = () => ({ 'idempotency-key': randomUUID() });

const asStaff = (session: WriteSession) => ({ authorization: `Bearer ${session.staffToken}` });

/** `count` new customers, signed in, each funded by a staff adjustment. */
export async function makeWriters(
  base: string,
  client: pg.Client,
  staffToken: string,
  count: number,
): Promise<WriteSession> {
  const stamp = Date.now().toString(36).toUpperCase();
  // Lower case, as the server keeps an e-mail.
  const emails = Array.from(
    { length: count },
    (_, index) => `bench.w${stamp.toLowerCase()}.${index}@example.vn`,
  );
  for (const email of emails) await registerCustomer(base, email, PASSWORD);
  const tokens = await Promise.all(emails.map((email) => signIn(base, email, PASSWORD)));
  const ids = new Map(
    (
      await client.query<{ id: number; email: string }>(
        `select id, email from users where email = any($1)`,
        [emails],
      )
    ).rows.map((row) => [row.email, row.id]),
  );
  const writers = emails.map((email, index) => ({
    id: ids.get(email)!,
    email,
    token: tokens[index]!,
  }));
  const session = { base, client, staffToken, stamp, writers };
  await runAll(
    base,
    writers.map((writer) => ({
      method: 'POST',
      path: `/api/admin/customers/${writer.id}/adjust`,
      body: { Amount: FUNDS, Reason: 'Quỹ của bench:scale' },
      headers: { ...asStaff(session), ...idempotent() },
    })),
  );
  return session;
}

const writerIds = (session: WriteSession) => session.writers.map((writer) => writer.id);

/** Rows of `sql` (taking the writers' ids as $1) grouped by their customer, oldest first. */
async function byWriter(session: WriteSession, sql: string): Promise<Map<number, number[]>> {
  const { rows } = await session.client.query<{ customer_id: number; id: number }>(sql, [
    writerIds(session),
  ]);
  const grouped = new Map<number, number[]>();
  for (const row of rows) {
    const list = grouped.get(row.customer_id) ?? [];
    list.push(row.id);
    grouped.set(row.customer_id, list);
  }
  return grouped;
}

/** The writers' carts that hold items. */
export const cartsToOrder = (session: WriteSession) =>
  byWriter(
    session,
    `select c.customer_id, c.id from carts c where c.customer_id = any($1)
       and exists (select 1 from cart_items i where i.cart_id = c.id) order by c.id`,
  );

/** The writers' orders in `state`. */
export const ordersIn = (session: WriteSession, state: OrderState) =>
  byWriter(
    session,
    `select customer_id, id from orders where customer_id = any($1) and status = ${state}
     order by id`,
  );

export interface Parcel {
  id: number;
  code: string;
  transportCode: string;
  bagId: number | null;
}

/** The writers' parcels in `status` (only those in no bag, with `unbagged`), oldest first. */
export async function parcelsIn(
  session: WriteSession,
  status: TransportStatus,
  unbagged = false,
): Promise<Parcel[]> {
  const { rows } = await session.client.query<{
    id: number;
    code: string;
    transport_code: string;
    bag_id: number | null;
  }>(
    `select t.id, t.code, t.transport_code, t.bag_id from transports t
     join orders o on o.id = t.order_id
     where o.customer_id = any($1) and t.status = ${status}
       ${unbagged ? 'and t.bag_id is null' : ''}
     order by t.id`,
    [writerIds(session)],
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    transportCode: row.transport_code,
    bagId: row.bag_id,
  }));
}

/**
 * The buying desk on every deposited order of the writers: buying started, bought at the listed
 * prices with ¥5 of inland shipping, shipped by the shop under a tracking number of its own.
 * Answers how many orders now wait for their parcel in China.
 */
export async function buyAndShip(session: WriteSession): Promise<number> {
  const orders = [...(await ordersIn(session, OrderState.Deposited)).values()].flat();
  if (orders.length === 0) return 0;
  const staff = () => ({ ...asStaff(session), ...idempotent() });
  const move = (id: number, action: string, body?: unknown): WriteRequest => ({
    method: 'PUT',
    path: `/api/admin/orders/${id}/${action}`,
    body,
    headers: staff(),
  });
  await runAll(
    session.base,
    orders.map((id) => move(id, 'start-buying')),
  );
  const { rows: items } = await session.client.query<{
    order_id: number;
    id: number;
    price_fen: number;
    quantity: number;
  }>(
    `select order_id, id, price_fen, quantity from order_items where order_id = any($1)
     order by id`,
    [orders],
  );
  const itemsOf = new Map<number, { Id: number; PriceCNY: number; QuantityBought: number }[]>();
  for (const item of items) {
    const list = itemsOf.get(item.order_id) ?? [];
    list.push({ Id: item.id, PriceCNY: item.price_fen / 100, QuantityBought: item.quantity });
    itemsOf.set(item.order_id, list);
  }
  await runAll(
    session.base,
    orders.map((id) =>
      move(id, 'bought', {
        ShopOrderNumber: `${session.stamp}-${id}`,
        InlandShippingCNY: 5,
        Items: itemsOf.get(id) ?? [],
      }),
    ),
  );
  await runAll(
    session.base,
    orders.map((id) => move(id, 'shop-shipped', { TransportCodes: [`BW${session.stamp}${id}`] })),
  );
  return orders.length;
}

export interface Bag {
  Id: number;
  Code: string;
}

/** `count` open bags to the writers' warehouse, one per scanner. */
export async function openBags(session: WriteSession, count: number): Promise<Bag[]> {
  const bags: Bag[] = [];
  await runAll(
    session.base,
    Array.from({ length: count }, () => ({
      method: 'POST',
      path: '/api/admin/bags',
      body: { DestinationWarehouseId: WAREHOUSE_ID },
      headers: asStaff(session),
      answer: (bag) => bags.push(bag as Bag),
    })),
  );
  return bags;
}

/**
 * The writers' parcels in China to the Vietnamese warehouse, as the warehouse does it: the bags
 * that hold parcels closed, shipped whole with the parcels left loose, the bags received, each
 * parcel scanned in. Their orders then wait for the rest of the bill (state 7). Answers the bags
 * still open and empty, for the next round's scanners.
 */
export async function toVietnam(session: WriteSession, bags: Bag[]): Promise<Bag[]> {
  const inChina = await parcelsIn(session, TransportStatus.InChinaWarehouse);
  const filled = new Set(inChina.flatMap((parcel) => (parcel.bagId === null ? [] : parcel.bagId)));
  const closing = bags.filter((bag) => filled.has(bag.Id));
  const staff = asStaff(session);
  await runAll(
    session.base,
    closing.map((bag) => ({
      method: 'PUT',
      path: `/api/admin/bags/${bag.Id}/close`,
      body: { Weight: 20 },
      headers: staff,
    })),
  );
  const loose = inChina.filter((parcel) => parcel.bagId === null);
  const batches: WriteRequest[] = [];
  for (let start = 0; start < Math.max(closing.length, loose.length); start += SHIP_BATCH) {
    const BagCodes = closing.slice(start, start + SHIP_BATCH).map((bag) => bag.Code);
    const TransportCodes = loose
      .slice(start, start + SHIP_BATCH)
      .map((parcel) => parcel.transportCode);
    batches.push({
      method: 'POST',
      path: '/api/admin/transports/ship',
      body: { BagCodes, TransportCodes },
      headers: staff,
    });
  }
  // One batch at a time: each locks its bags' parcels, and a shipment is one person's scan.
  await runAll(session.base, batches, 1);
  await runAll(
    session.base,
    closing.map((bag) => ({
      method: 'PUT',
      path: `/api/admin/bags/${bag.Id}/receive-vietnam`,
      body: { WarehouseId: WAREHOUSE_ID },
      headers: staff,
    })),
  );
  const inTransit = await parcelsIn(session, TransportStatus.InTransit);
  await runAll(
    session.base,
    inTransit.map((parcel) => ({
      method: 'POST',
      path: '/api/admin/transports/receive-vietnam',
      body: {
        TransportCode: parcel.transportCode,
        WarehouseId: WAREHOUSE_ID,
        ...(parcel.bagId === null ? {} : { BagId: parcel.bagId }),
      },
      headers: staff,
    })),
  );
  return bags.filter((bag) => !filled.has(bag.Id));
}

export interface PendingDeposit {
  amount: number;
  transferContent: string;
  accountNumber: string;
}

/** `count` deposit requests, the writers' by turns, as the portal's deposit form makes them. */
export async function openDeposits(
  session: WriteSession,
  count: number,
): Promise<PendingDeposit[]> {
  const deposits: PendingDeposit[] = [];
  await runAll(
    session.base,
    Array.from({ length: count }, (_, index) => {
      const writer = session.writers[index % session.writers.length]!;
      return {
        method: 'POST',
        path: '/api/customer/deposit',
        body: { Amount: 100_000 + 1_000 * (index % 100), BankAccountId: 1 },
        headers: { authorization: `Bearer ${writer.token}`, ...idempotent() },
        answer: (body) => {
          const created = body as {
            Amount: number;
            TransferContent: string;
            BankAccount: { AccountNumber: string };
          };
          deposits.push({
            amount: created.Amount,
            transferContent: created.TransferContent,
            accountNumber: created.BankAccount.AccountNumber,
          });
        },
      } satisfies WriteRequest;
    }),
  );
  return deposits;
}

/** How many of the writers' deposit requests are confirmed (status 1). */
export async function confirmedDeposits(session: WriteSession): Promise<number> {
  const { rows } = await session.client.query<{ n: number }>(
    `select count(*)::integer as n from deposit_requests where customer_id = any($1) and status = 1`,
    [writerIds(session)],
  );
  return rows[0]?.n ?? 0;
}
