import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  FeeKind,
  labelOf,
  orderShipStatusNames,
  orderStateNames,
  type ReceivableBill,
  type ReceivableBills,
  type ReceivablesReport,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import { feeLines, orders, orderShips, transports, users, wallets } from '../../db/schema.js';
import type { Page } from '../../lib/console-list.js';
import { NotFoundError } from '../../lib/errors.js';
import { qualified } from '../../lib/qualified.js';

// Công nợ (DESIGN §12): every bill with something unpaid — an order past its deposit and not
// cancelled, a consignment not cancelled — read from the partial indexes that hold only those
// (orders_owing_idx, order_ships_owing_idx): a few thousand open bills however long the history.

const DAY_MS = 24 * 60 * 60 * 1000;
const q = qualified;

/** The owing bills as one relation b(customer_id, owed, arrived), read from their indexes alone. */
const owingBills = sql`(select ${q(orders.customerId)} as customer_id,
      ${q(orders.billTotal)} - ${q(orders.billPaid)} as owed, ${q(orders.lastArrivedAt)} as arrived
    from ${orders}
    where ${q(orders.status)} between 1 and 10 and ${q(orders.billTotal)} > ${q(orders.billPaid)}
    union all
    select ${q(orderShips.customerId)}, ${q(orderShips.billTotal)} - ${q(orderShips.billPaid)},
      ${q(orderShips.lastArrivedAt)}
    from ${orderShips}
    where ${q(orderShips.status)} <> 6 and ${q(orderShips.billTotal)} > ${q(orderShips.billPaid)}) b`;

/**
 * The unpaid amounts by age: not in Vietnam yet, then by whole days since the goods arrived
 * (shared receivableAgeOf: up to 7, up to 30, more).
 */
const agedSums = (now: Date) => {
  const since = (days: number) => new Date(now.getTime() - (days + 1) * DAY_MS).toISOString();
  return sql`coalesce(sum(b.owed), 0)::bigint as owed,
    count(*)::int as bills,
    coalesce(sum(b.owed) filter (where b.arrived is null), 0)::bigint as not_due,
    coalesce(sum(b.owed) filter (where b.arrived > ${since(7)}), 0)::bigint as days_0_7,
    coalesce(sum(b.owed) filter (where b.arrived <= ${since(7)} and b.arrived > ${since(30)}), 0)::bigint as days_8_30,
    coalesce(sum(b.owed) filter (where b.arrived <= ${since(30)}), 0)::bigint as over_30`;
};

const aged = (row: Record<string, unknown>) => ({
  Owed: Number(row.owed),
  NotDue: Number(row.not_due),
  Days0To7: Number(row.days_0_7),
  Days8To30: Number(row.days_8_30),
  Over30: Number(row.over_30),
  Bills: Number(row.bills),
});

/** The customers who owe, the largest debt first, with their wallets and the totals of all. */
export async function receivablesReport(
  tx: Executor,
  page: Page,
  now = new Date(),
): Promise<ReceivablesReport> {
  const items = rowsOfResult<Record<string, unknown>>(
    await tx.execute(sql`select d.*, ${q(users.code)} as code, ${q(users.fullName)} as full_name,
      ${q(users.phone)} as phone, coalesce(${q(wallets.balance)}, 0) as balance
    from (select b.customer_id, ${agedSums(now)} from ${owingBills} group by b.customer_id
      order by owed desc, b.customer_id limit ${page.take} offset ${page.skip}) d
    join ${users} on ${q(users.id)} = d.customer_id
    left join ${wallets} on ${q(wallets.customerId)} = d.customer_id
    order by d.owed desc, d.customer_id`),
  );
  const [totals] = rowsOfResult<Record<string, unknown>>(
    // Summed from the customers' groups (hashed, as the page's are): a count(distinct …) over
    // the bills would sort them all.
    await tx.execute(sql`select count(*)::int as customers,
      ${sql.join(
        ['owed', 'bills', 'not_due', 'days_0_7', 'days_8_30', 'over_30'].map((column) =>
          sql.raw(`coalesce(sum(g.${column}), 0)::bigint as ${column}`),
        ),
        sql`, `,
      )},
      (select coalesce(sum(${q(wallets.balance)}), 0) from ${wallets})::bigint as balance
    from (select b.customer_id, ${agedSums(now)} from ${owingBills} group by b.customer_id) g`),
  );
  return {
    Items: items.map((row) => {
      const figures = aged(row);
      const balance = Number(row.balance);
      return {
        CustomerId: Number(row.customer_id),
        CustomerCode: String(row.code),
        FullName: String(row.full_name),
        Phone: String(row.phone),
        Balance: balance,
        ...figures,
        Net: balance - figures.Owed,
      };
    }),
    Total: Number(totals?.customers ?? 0),
    Totals: { ...aged(totals ?? {}), Balance: Number(totals?.balance ?? 0) },
  };
}

/** The fee kinds a debt sheet shows in a column of their own; the rest add up to OtherFees. */
const OWN_COLUMNS = {
  [FeeKind.Goods]: 'Goods',
  [FeeKind.BuyerFee]: 'BuyerFee',
  [FeeKind.InlandShipping]: 'InlandShipping',
  [FeeKind.Shipping]: 'Shipping',
  [FeeKind.WoodenCrate]: 'WoodenCrate',
  [FeeKind.ComplaintRefund]: 'Refunds',
} as const satisfies Partial<Record<FeeKind, keyof ReceivableBill>>;

/** A bill's fee lines as `{"kind": amount}`, read by its owner's key (fee_lines_owner_kind_key). */
const feesOf = (kind: 'order' | 'consignment', id: SQL) =>
  sql<Record<
    string,
    number
  > | null>`(select json_object_agg(${q(feeLines.kind)}, ${q(feeLines.amount)})
    from ${feeLines} where ${q(feeLines.ownerKind)} = ${kind} and ${q(feeLines.ownerId)} = ${id})`;

/** One customer's unpaid bills, oldest first, each line by line (404: no such customer). */
export async function receivableBills(tx: Executor, customerId: number): Promise<ReceivableBills> {
  const [customer] = await tx
    .select({ code: users.code, fullName: users.fullName, balance: wallets.balance })
    .from(users)
    .leftJoin(wallets, eq(wallets.customerId, users.id))
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
  if (!customer) throw new NotFoundError();
  // Each kind of bill by its owing index for this customer, its lines and weight looked up per
  // bill: a customer's open bills, never the table.
  const orderRows = await tx
    .select({
      code: orders.code,
      status: orders.status,
      createdAt: orders.createdAt,
      arrivedAt: orders.lastArrivedAt,
      total: orders.billTotal,
      paid: orders.billPaid,
      fees: feesOf('order', q(orders.id)),
      grams:
        sql<number>`(select coalesce(sum(coalesce(${q(transports.chargedGrams)}, ${q(transports.weightGrams)}, 0)), 0)
        from ${transports} where ${q(transports.orderId)} = ${q(orders.id)} and ${q(transports.status)} <> 7)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      sql`${q(orders.customerId)} = ${customerId} and ${q(orders.status)} between 1 and 10 and ${q(orders.billTotal)} > ${q(orders.billPaid)}`,
    );
  const shipRows = await tx
    .select({
      code: orderShips.code,
      status: orderShips.status,
      createdAt: orderShips.createdAt,
      arrivedAt: orderShips.lastArrivedAt,
      total: orderShips.billTotal,
      paid: orderShips.billPaid,
      fees: feesOf('consignment', q(orderShips.id)),
      grams: sql<number>`coalesce(${orderShips.parcelGrams}, 0)`.mapWith(Number),
    })
    .from(orderShips)
    .where(
      sql`${q(orderShips.customerId)} = ${customerId} and ${q(orderShips.status)} <> 6 and ${q(orderShips.billTotal)} > ${q(orderShips.billPaid)}`,
    );
  const bill = (row: (typeof orderRows)[number], statusName: string) => {
    const sheet: ReceivableBill = {
      Code: row.code,
      StatusName: statusName,
      CreatedDate: row.createdAt.toISOString(),
      ArrivedDate: row.arrivedAt?.toISOString() ?? '',
      Goods: 0,
      BuyerFee: 0,
      InlandShipping: 0,
      Shipping: 0,
      WoodenCrate: 0,
      OtherFees: 0,
      Refunds: 0,
      Total: row.total,
      Paid: row.paid,
      Owed: row.total - row.paid,
      ChargedKg: row.grams / 1000,
    };
    for (const [feeKind, amount] of Object.entries(row.fees ?? {})) {
      const column = (OWN_COLUMNS as Partial<Record<string, keyof ReceivableBill>>)[feeKind];
      if (column) (sheet[column] as number) += Number(amount);
      else sheet.OtherFees += Number(amount);
    }
    return { sheet, createdAt: row.createdAt.getTime() };
  };
  const Items = [
    ...orderRows.map((row) => bill(row, labelOf(orderStateNames, row.status))),
    ...shipRows.map((row) => bill(row, labelOf(orderShipStatusNames, row.status))),
  ]
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((entry) => entry.sheet);
  return {
    CustomerCode: customer.code,
    FullName: customer.fullName,
    Balance: customer.balance ?? 0,
    Items,
  };
}
