import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  labelOf,
  orderStateNames,
  type ProfitFigures,
  type ProfitOrder,
  type ProfitReport,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import { rowsOfResult } from '../../db/rows.js';
import { orders, transports, users } from '../../db/schema.js';
import type { Page } from '../../lib/console-list.js';
import { newestFirst, rowsWhere } from '../../lib/paging.js';
import { qualified } from '../../lib/qualified.js';
import { readSettings } from '../settings/settings.repository.js';
import { periodSlices, slicesTable, within, type ReportPeriod } from './report-period.js';

// Profit per order (DESIGN §12): charged − shop cost at the buying rate − freight. Each figure is
// one SQL expression, used by the period rows and by the order rows alike, so the orders of a
// period always add up to its row.

const q = qualified;

/** The grams its live parcels are charged for, so far (a parcel not weighed counts 0). */
const chargedGrams = (
  orderId: SQL,
) => sql`(select coalesce(sum(coalesce(${q(transports.chargedGrams)}, ${q(transports.weightGrams)}, 0)), 0)
  from ${transports} where ${q(transports.orderId)} = ${orderId} and ${q(transports.status)} <> 7)`;

/** The shop's yuan (goods + inland shipping) in đồng at the order's buying rate, rounded as prices are. */
const shopCost = sql`floor((coalesce(${q(orders.shopGoodsFen)}, 0) + coalesce(${q(orders.shopInlandFen)}, 0))
  * coalesce(${q(orders.buyingRateX100)}, ${q(orders.rateX100)}) / 10000.0 + 0.5)`;

/** The freight of `grams` at `perKg` đồng a kg, rounded as prices are. */
const freightOf = (grams: SQL, perKg: number) =>
  sql`floor(${grams} * ${Math.trunc(perKg)} / 1000.0 + 0.5)`;

/**
 * Each day's (or month's) orders bought, what they were charged, what their shops and their
 * freight cost. A period is one range walk of orders_bought_idx, and each order's parcels one
 * walk of transports_order_idx.
 */
export async function profitReport(tx: Executor, period: ReportPeriod): Promise<ProfitReport> {
  const { FreightCostPerKg } = await readSettings(tx);
  const found = rowsOfResult<Record<string, string | number>>(
    await tx.execute(sql`select p.key as period, r.*
    from ${slicesTable(periodSlices(period))}
    cross join lateral (
      select count(*)::int as orders,
        coalesce(sum(${q(orders.billTotal)}), 0)::bigint as charged,
        coalesce(sum(${shopCost}), 0)::bigint as shop_cost,
        coalesce(sum(${freightOf(sql`w.grams`, FreightCostPerKg)}), 0)::bigint as freight
      from ${orders}
      cross join lateral (select ${chargedGrams(q(orders.id))} as grams) w
      where ${q(orders.boughtAt)} >= p.start and ${q(orders.boughtAt)} < p.stop) r
    where r.orders > 0`),
  );
  const Rows = found
    .map((row) => ({ Period: String(row.period), ...figures(row) }))
    .sort((a, b) => a.Period.localeCompare(b.Period));
  const Totals: ProfitFigures = { Orders: 0, Charged: 0, ShopCost: 0, Freight: 0, Profit: 0 };
  for (const row of Rows) {
    for (const key of Object.keys(Totals) as (keyof ProfitFigures)[]) Totals[key] += row[key];
  }
  return { Rows, Totals };
}

function figures(row: Record<string, string | number>): ProfitFigures {
  const charged = Number(row.charged);
  const cost = Number(row.shop_cost);
  const freight = Number(row.freight);
  return {
    Orders: Number(row.orders),
    Charged: charged,
    ShopCost: cost,
    Freight: freight,
    Profit: charged - cost - freight,
  };
}

/** The orders bought in the period, newest first, each with its own figures. */
export async function profitOrders(
  tx: Executor,
  period: ReportPeriod,
  page: Page,
): Promise<{ Items: ProfitOrder[]; Total: number }> {
  const { FreightCostPerKg } = await readSettings(tx);
  const where = and(sql`${orders.boughtAt} is not null`, within(orders.boughtAt, period));
  const Total = await rowsWhere(tx, orders, where);
  const grams = chargedGrams(q(orders.id));
  const rows = await tx
    .select({
      id: orders.id,
      code: orders.code,
      customerCode: users.code,
      status: orders.status,
      boughtAt: orders.boughtAt,
      charged: orders.billTotal,
      goodsFen: orders.shopGoodsFen,
      inlandFen: orders.shopInlandFen,
      rateX100: sql<number>`coalesce(${orders.buyingRateX100}, ${orders.rateX100})`.mapWith(Number),
      shopCost: sql<number>`${shopCost}`.mapWith(Number),
      grams: sql<number>`${grams}`.mapWith(Number),
      freight: sql<number>`${freightOf(grams, FreightCostPerKg)}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where)
    .orderBy(...newestFirst(orders.boughtAt, orders.id))
    .offset(page.skip)
    .limit(page.take);
  return {
    Total,
    Items: rows.map((row) => ({
      Id: row.id,
      Code: row.code,
      CustomerCode: row.customerCode,
      Status: row.status,
      StatusName: labelOf(orderStateNames, row.status),
      BoughtDate: row.boughtAt?.toISOString() ?? '',
      Charged: row.charged,
      ShopGoodsCNY: (row.goodsFen ?? 0) / 100,
      ShopInlandCNY: (row.inlandFen ?? 0) / 100,
      BuyingRate: row.rateX100 / 100,
      ShopCost: row.shopCost,
      ChargedKg: row.grams / 1000,
      Freight: row.freight,
      Profit: row.charged - row.shopCost - row.freight,
    })),
  };
}
