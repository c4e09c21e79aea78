import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages as text,
  OrderState,
  RateKind,
  type ProfitOrder,
  type ProfitReport,
  type ReportExportRow,
  type ReceivableBills,
  type ReceivablesReport,
  type ThroughputLine,
  type ThroughputReport,
} from '@app/shared';
import {
  consignmentIn,
  fundedCustomer,
  orderIn,
  staffMember,
  type JourneyCustomer,
} from '@app/shared/testing';
import { rowsOfResult } from '../../db/rows.js';
import { testAppForFile } from '../../test/file-app.js';

// Profit, công nợ and throughput (DESIGN §12), each checked against a recount from the tables the
// money and the moves live in, after a scripted month: orders bought by two staff members at a
// buying rate below the selling one, parcels received and delivered, a consignment, old debts.

const t = testAppForFile();

const vnDay = (offsetDays = 0) => {
  const date = new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};
const twoDays = { from: vnDay(-1), end: vnDay() };

const rowsOf = async <T>(query: string): Promise<T[]> =>
  rowsOfResult<T>(await t.db.execute(sql.raw(query)));

const report = async <T>(name: string, query: Record<string, string> = {}) => {
  const response = await t.asAdmin({ url: `/api/admin/reports/${name}`, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const workbook = async (name: string, query: Record<string, string> = {}) => {
  const response = await t.asAdmin({
    url: `/api/admin/reports/${name}`,
    query: { ...query, format: 'xlsx' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return readXlsxFile(response.rawPayload);
};

const BUYING_RATE = 3_480.5;
let buyerStaff: { id: number };
let debtor: JourneyCustomer;

beforeAll(async () => {
  const desk = t.journeys();
  // The buying rate in force from now; the orders are sold at the settings' selling rate.
  expect(
    (
      await t.asAdmin({
        method: 'POST',
        url: '/api/admin/rates',
        payload: { Kind: RateKind.Buying, Rate: BUYING_RATE },
      })
    ).statusCode,
  ).toBe(200);
  const buyer = await staffMember(desk, 'staff');
  buyerStaff = buyer;
  const buyerDesk = { ...desk, staff: buyer.token };
  debtor = await fundedCustomer(desk, 60_000_000);
  // A name a spreadsheet would run as a formula.
  await t.db.execute(sql`update users set full_name = '=HYPERLINK("x")' where id = ${debtor.id}`);
  await orderIn(desk, debtor, OrderState.Deposited);
  await orderIn(desk, debtor, OrderState.Bought, 'Shop A', { inlandShippingCNY: 12.5 });
  await orderIn(buyerDesk, debtor, OrderState.InVietnamWarehouse, 'Shop B', {
    inlandShippingCNY: 6,
    items: [{ ProductName: 'Giày', PriceCNY: 88.8, Quantity: 3 }],
  });
  await orderIn(buyerDesk, debtor, OrderState.Delivered);
  await orderIn(desk, debtor, OrderState.Cancelled);
  const other = await fundedCustomer(desk, 30_000_000);
  await orderIn(desk, other, OrderState.InVietnamWarehouse);
  await consignmentIn(desk, other, 3);
  // The first order was bought yesterday; one debt has waited 40 days in Vietnam.
  await t.db.execute(sql`update orders set bought_at = bought_at - interval '1 day'
    where id = (select min(id) from orders where bought_at is not null)`);
  await t.db.execute(sql`update orders set last_arrived_at = now() - interval '40 days'
    where id = (select max(id) from orders where customer_id = ${other.id})`);
}, 120_000);

describe('profit per order and per period (DESIGN §12)', () => {
  it('equals the bills less the shops’ yuan at the buying rate less the freight', async () => {
    const { Rows, Totals } = await report<ProfitReport>('profit', twoDays);
    const { FreightCostPerKg } = (await t.asAdmin({ url: '/api/admin/settings' })).json<{
      FreightCostPerKg: number;
    }>();
    expect(FreightCostPerKg).toBe(22_000);
    // The recount reads the items and the inland-shipping fee lines, not the order's cost columns.
    const bought = await rowsOf<{
      id: number;
      bill: string;
      fen: string;
      inland: string;
      rate: number;
      grams: string;
    }>(`select o.id, o.bill_total as bill, o.rate_x100 as rate,
        (select sum(price_fen::bigint * quantity_bought) from order_items i where i.order_id = o.id) as fen,
        coalesce((select amount from fee_lines f where f.owner_kind = 'order' and f.owner_id = o.id
          and f.kind = 5), 0) as inland,
        (select coalesce(sum(coalesce(charged_grams, weight_grams, 0)), 0) from transports t
          where t.order_id = o.id and t.status <> 7) as grams
      from orders o where exists (select 1 from state_history h where h.entity = 'order'
        and h.entity_id = o.id and h.to_status = 3)`);
    expect(bought).toHaveLength(4);
    let cost = 0;
    let freight = 0;
    for (const order of bought) {
      // The inland line is the yuan at the order's own rate: back to yuan, then at the buying rate.
      const inlandFen = Math.round((Number(order.inland) * 10_000) / order.rate);
      cost += Math.floor(((Number(order.fen) + inlandFen) * BUYING_RATE) / 100 + 0.5);
      freight += Math.floor((Number(order.grams) * FreightCostPerKg) / 1000 + 0.5);
    }
    const charged = bought.reduce((sum, order) => sum + Number(order.bill), 0);
    expect(Totals).toEqual({
      Orders: 4,
      Charged: charged,
      ShopCost: cost,
      Freight: freight,
      Profit: charged - cost - freight,
    });
    expect(freight).toBeGreaterThan(0);
    expect(Rows.map((row) => row.Orders)).toEqual([1, 3]);
    expect(Rows.reduce((sum, row) => sum + row.Profit, 0)).toBe(Totals.Profit);
  });

  it('opens a period onto its orders, whose figures add up to it', async () => {
    const { Rows } = await report<ProfitReport>('profit', twoDays);
    for (const row of Rows) {
      const day = row.Period.split('-').reverse().join('/');
      const orders = await report<{ Items: ProfitOrder[]; Total: number }>('profit/orders', {
        from: day,
        end: day,
        take: '100',
      });
      expect(orders.Total).toBe(row.Orders);
      expect(orders.Items.reduce((sum, order) => sum + order.Profit, 0)).toBe(row.Profit);
      for (const order of orders.Items) {
        expect(order.BuyingRate).toBe(BUYING_RATE);
        expect(order.Profit).toBe(order.Charged - order.ShopCost - order.Freight);
      }
    }
    const all = await report<{ Items: ProfitOrder[] }>('profit/orders', {
      ...twoDays,
      take: '100',
    });
    const shopB = all.Items.find((order) => order.ShopInlandCNY === 6);
    expect(shopB).toMatchObject({ ShopGoodsCNY: 266.4, ChargedKg: 1.2 });
  });

  it('exports the periods with their totals, and the orders', async () => {
    const json = await report<ProfitReport>('profit', twoDays);
    const [sheet] = await workbook('profit', twoDays);
    expect(sheet!.data[0]).toEqual([
      'Kỳ',
      'Số đơn',
      'Khách trả (₫)',
      'Tiền trả shop (₫)',
      'Cước vận chuyển (₫)',
      'Lợi nhuận (₫)',
    ]);
    expect(sheet!.data.at(-1)).toEqual([
      'Tổng cộng',
      json.Totals.Orders,
      json.Totals.Charged,
      json.Totals.ShopCost,
      json.Totals.Freight,
      json.Totals.Profit,
    ]);
    const [orders] = await workbook('profit/orders', twoDays);
    expect(orders!.data).toHaveLength(1 + json.Totals.Orders);
    const profits = orders!.data.slice(1).map((row) => Number(row.at(-1)));
    expect(profits.reduce((sum, value) => sum + value, 0)).toBe(json.Totals.Profit);
  });
});

describe('customers’ balances and what they owe (công nợ, DESIGN §12)', () => {
  it('equals a recount of the unpaid bills, aged from their arrival in Vietnam', async () => {
    const { Items, Total, Totals } = await report<ReceivablesReport>('receivables');
    const owing = await rowsOf<{ customer_id: number; owed: string; arrived: Date | null }>(
      `select customer_id, bill_total - bill_paid as owed, last_arrived_at as arrived from orders
        where status between 1 and 10 and bill_total > bill_paid
      union all select customer_id, bill_total - bill_paid, last_arrived_at from order_ships
        where status <> 6 and bill_total > bill_paid`,
    );
    const owed = owing.reduce((sum, bill) => sum + Number(bill.owed), 0);
    expect(owed).toBeGreaterThan(0);
    expect(Totals.Owed).toBe(owed);
    expect(Totals.Bills).toBe(owing.length);
    expect(Total).toBe(new Set(owing.map((bill) => bill.customer_id)).size);
    expect(Totals.NotDue + Totals.Days0To7 + Totals.Days8To30 + Totals.Over30).toBe(owed);
    expect(Totals.Over30).toBeGreaterThan(0);
    const [wallets] = await rowsOf<{ balance: string }>(
      'select sum(balance)::bigint as balance from wallets',
    );
    expect(Totals.Balance).toBe(Number(wallets!.balance));
    // The largest debt first, each customer's Net their wallet less their debt.
    expect(Items.map((row) => row.Owed)).toEqual(
      [...Items.map((row) => row.Owed)].sort((a, b) => b - a),
    );
    const mine = Items.find((row) => row.CustomerId === debtor.id)!;
    expect(mine.Owed).toBe(
      owing
        .filter((bill) => bill.customer_id === debtor.id)
        .reduce((s, b) => s + Number(b.owed), 0),
    );
    expect(mine.Net).toBe(mine.Balance - mine.Owed);
  });

  it('opens a customer onto their bills line by line', async () => {
    const { Items } = await report<ReceivablesReport>('receivables');
    for (const row of Items) {
      const bills = await report<ReceivableBills>('receivables/bills', {
        customerId: String(row.CustomerId),
      });
      expect(bills.Items).toHaveLength(row.Bills);
      expect(bills.Items.reduce((sum, bill) => sum + bill.Owed, 0)).toBe(row.Owed);
      for (const bill of bills.Items) {
        const { Goods, BuyerFee, InlandShipping, Shipping, WoodenCrate, OtherFees, Refunds } = bill;
        expect(
          Goods + BuyerFee + InlandShipping + Shipping + WoodenCrate + OtherFees + Refunds,
        ).toBe(bill.Total);
        expect(bill.Owed).toBe(bill.Total - bill.Paid);
      }
    }
    // Not a customer, or no one: 404; not a number: a sentence.
    const staff = await t.asAdmin({
      url: '/api/admin/reports/receivables/bills',
      query: { customerId: String(buyerStaff.id) },
    });
    expect(staff.statusCode).toBe(404);
    const bad = await t.asAdmin({
      url: '/api/admin/reports/receivables/bills',
      query: { customerId: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ customerId: [text.reportCustomerInvalid] });
  });

  it('exports the customers with formula-leading names kept as text', async () => {
    const json = await report<ReceivablesReport>('receivables');
    const [sheet] = await workbook('receivables');
    expect(sheet!.data).toHaveLength(1 + json.Total);
    const names = sheet!.data.slice(1).map((row) => row[1]);
    expect(names).toContain(`'=HYPERLINK("x")`);
    const owed = sheet!.data.slice(1).reduce((sum, row) => sum + Number(row[4]), 0);
    expect(owed).toBe(json.Totals.Owed);
    const [bills] = await workbook('receivables/bills', { customerId: String(debtor.id) });
    expect(bills!.data[0]?.[0]).toBe('Mã');
    expect(bills!.data.slice(1).every((row) => /^(DH|KG)/.test(String(row[0])))).toBe(true);
  });
});

describe('buyers’ and warehouses’ throughput (DESIGN §12)', () => {
  it('counts each staff member’s moves as the transition history records them', async () => {
    const { Rows, Totals, Warehouses } = await report<ThroughputReport>('throughput', twoDays);
    const moves = await rowsOf<{ entity: string; to: number; actor: number; n: number }>(
      `select entity, to_status as to, actor_id as actor, count(*)::int as n from state_history
        where actor_id is not null and ((entity = 'order' and to_status = 3)
          or (entity = 'transport' and to_status in (1, 3, 6))) group by 1, 2, 3`,
    );
    const total = (entity: string, to: number) =>
      moves.filter((m) => m.entity === entity && m.to === to).reduce((s, m) => s + m.n, 0);
    expect(Totals).toEqual({
      OrdersBought: total('order', 3),
      ParcelsInChina: total('transport', 1),
      ParcelsInVietnam: total('transport', 3),
      ParcelsDelivered: total('transport', 6),
    });
    expect(Totals.OrdersBought).toBe(4);
    const buyer = Rows.filter((row) => row.StaffId === buyerStaff.id);
    expect(buyer.reduce((sum, row) => sum + row.OrdersBought, 0)).toBe(2);
    expect(buyer[0]?.StaffName).toBe('Nhân viên thử');
    // The warehouses: the Chinese one (0) took every parcel received in China.
    const china = Warehouses.filter((row) => row.WarehouseId === 0);
    expect(china.reduce((sum, row) => sum + row.ParcelsIn, 0)).toBe(Totals.ParcelsInChina);
    expect(china[0]?.WarehouseName).toBe('Kho Trung Quốc');
    const vietnam = Warehouses.filter((row) => row.WarehouseId !== 0);
    expect(vietnam.reduce((sum, row) => sum + row.ParcelsIn, 0)).toBe(Totals.ParcelsInVietnam);
    expect(vietnam.reduce((sum, row) => sum + row.KgIn, 0)).toBeGreaterThan(0);
  });

  it('opens a count onto the moves behind it', async () => {
    const lines = await report<{ Items: ThroughputLine[]; Total: number }>('throughput/lines', {
      ...twoDays,
      activity: 'OrdersBought',
      staffId: String(buyerStaff.id),
    });
    expect(lines.Total).toBe(2);
    expect(lines.Items.every((line) => /^DH/.test(line.Code))).toBe(true);
    const china = await report<{ Items: ThroughputLine[]; Total: number }>('throughput/lines', {
      ...twoDays,
      activity: 'ParcelsInChina',
      warehouseId: '0',
    });
    const { Totals } = await report<ThroughputReport>('throughput', twoDays);
    expect(china.Total).toBe(Totals.ParcelsInChina);
    expect(china.Items.every((line) => /^KI/.test(line.Code))).toBe(true);
    // The same moves as a workbook.
    const [sheet] = await workbook('throughput/lines', {
      ...twoDays,
      activity: 'ParcelsInChina',
      warehouseId: '0',
    });
    expect(sheet!.data.slice(1).map((row) => row[1])).toEqual(china.Items.map((line) => line.Code));
    const bad = await t.asAdmin({
      url: '/api/admin/reports/throughput/lines',
      query: { activity: 'Cooking' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ activity: [text.throughputActivityInvalid] });
  });

  it('exports the staff and the warehouses on two sheets', async () => {
    const json = await report<ThroughputReport>('throughput', twoDays);
    const sheets = await workbook('throughput', twoDays);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Theo nhân viên', 'Theo kho']);
    expect(sheets[0]!.data).toHaveLength(1 + json.Rows.length);
    expect(sheets[1]!.data).toHaveLength(1 + json.Warehouses.length);
  });
});

describe('a report too large to wait for, built as a job (DESIGN §12)', () => {
  const exportsOf = async (token?: string) => {
    const response = await (token ? t.as(token) : t.asAdmin)({
      url: '/api/admin/reports/exports',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Items: ReportExportRow[]; Total: number }>();
  };

  it('is asked for, built, listed and downloaded with the drill-down’s own rows', async () => {
    const asked = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/reports/exports',
      payload: { Report: 'profit/orders', Query: twoDays },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { Id } = asked.json<{ Id: number }>();
    await t.runJobs();
    const [built] = (await exportsOf()).Items;
    const json = await report<{ Items: ProfitOrder[]; Total: number }>('profit/orders', {
      ...twoDays,
      take: '100',
    });
    expect(built).toMatchObject({
      Id,
      Status: 1,
      ReportName: 'Lợi nhuận theo đơn',
      Rows: json.Total,
      Description: `${twoDays.from} – ${twoDays.end}`,
    });
    const file = await t.asAdmin({ url: `/api/admin/reports/exports/${Id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /profit-orders-\d+-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const [sheet] = await readXlsxFile(file.rawPayload);
    expect(sheet!.data.slice(1).map((row) => row[0])).toEqual(json.Items.map((o) => o.Code));
    // A file not built (yet, or ever) is refused with a sentence.
    await t.db.execute(sql`update report_exports set status = 0, file = null where id = ${Id}`);
    const early = await t.asAdmin({ url: `/api/admin/reports/exports/${Id}/file` });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual([text.reportExportNotReady]);
  });

  it('is the asker’s own: another member of staff sees none of it', async () => {
    const [mine] = (await exportsOf()).Items;
    const accountant = await staffMember(t.journeys(), 'accountant');
    expect((await exportsOf(accountant.token)).Total).toBe(0);
    const theirs = await t.as(accountant.token)({
      url: `/api/admin/reports/exports/${mine!.Id}/file`,
    });
    expect(theirs.statusCode).toBe(404);
    // A warehouse worker has no reports at all.
    const worker = await staffMember(t.journeys(), 'warehouse', 1);
    const refused = await t.as(worker.token)({
      method: 'POST',
      url: '/api/admin/reports/exports',
      payload: { Report: 'receivables', Query: {} },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an unknown report or a query its report would refuse, with a sentence', async () => {
    const cases: [unknown, unknown][] = [
      [{ Report: 'salaries', Query: {} }, { Report: [text.reportExportInvalid] }],
      [
        { Report: 'throughput/lines', Query: { activity: 'Cooking' } },
        { activity: [text.throughputActivityInvalid] },
      ],
      [{ Report: 'profit/orders', Query: { from: '31/02/2026' } }, { from: [text.dateInvalid] }],
    ];
    for (const [payload, expected] of cases) {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/admin/reports/exports',
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(expected);
    }
  });
});
