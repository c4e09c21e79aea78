import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillMessage,
  messages as text,
  OrderState,
  REPORT_MAX_DAYS,
  type ReconciliationReport,
  type RevenueLine,
  type RevenueReport,
  type TodayFigures,
} from '@app/shared';
import { consignmentIn, fundedCustomer, orderIn, staffMember } from '@app/shared/testing';
import { rowsOfResult } from '../../db/rows.js';
import { testAppForFile } from '../../test/file-app.js';
import { declareDeposit } from '../../test/money.js';
import { createCustomer } from '../../test/factories.js';

const SEPAY_KEY = 'sepay-api-key-for-reports';
const t = testAppForFile({ env: { SEPAY_API_KEY: SEPAY_KEY } });

/** Today and yesterday as the console sends them (dd/MM/yyyy in Vietnam). */
const vnDay = (offsetDays = 0) => {
  const date = new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
};

const rowsOf = async <T>(query: string): Promise<T[]> =>
  rowsOfResult<T>(await t.db.execute(sql.raw(query)));

let transferId = 9_300_000;
const sepay = (content: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sepay',
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    payload: {
      id: ++transferId,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-23 20:15:00',
      accountNumber: '0011004123456',
      subAccount: null,
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 0,
      referenceCode: `FT${transferId}`,
      description: '',
    },
  });

const report = async <T>(name: string, query: Record<string, string> = {}) => {
  const response = await t.asAdmin({ url: `/api/admin/reports/${name}`, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

/** A month of a small shop in one day: orders in every state, consignments, deposits both ways. */
beforeAll(async () => {
  const desk = t.journeys();
  const buyer = await fundedCustomer(desk, 50_000_000);
  for (const state of [
    OrderState.Deposited,
    OrderState.InChinaWarehouse,
    OrderState.InVietnamWarehouse,
    OrderState.Delivered,
    OrderState.Cancelled,
  ]) {
    await orderIn(desk, buyer, state);
  }
  await consignmentIn(desk, buyer, 3);
  // A transfer that names its deposit (credited from the bank), one that names none (unmatched).
  const customer = await createCustomer(t.app);
  const deposit = await declareDeposit(t.app, customer, 640_000);
  expect((await sepay(`CK ${deposit.TransferContent}`, 640_000)).statusCode).toBe(200);
  expect((await sepay('CHUYEN TIEN KHONG RO NOI DUNG', 123_000)).statusCode).toBe(200);
  // A third of the fee line changes were made yesterday: the days split, the month does not.
  await t.db.execute(
    sql`update fee_line_history set changed_at = changed_at - interval '1 day' where id % 3 = 0`,
  );
});

describe('revenue by fee kind (DESIGN §12)', () => {
  it('adds up, kind by kind, to the fee lines themselves', async () => {
    const byDay = await report<RevenueReport>('revenue', { from: vnDay(-1), end: vnDay() });
    const recount = await rowsOf<{ kind: number; amount: string }>(
      'select kind, sum(amount)::bigint as amount from fee_lines group by kind order by kind',
    );
    expect(recount.length).toBeGreaterThan(3);
    expect(byDay.Totals.map((row) => [row.Kind, row.Amount])).toEqual(
      recount.map((row) => [row.kind, Number(row.amount)]),
    );
    expect(byDay.Total).toBe(recount.reduce((sum, row) => sum + Number(row.amount), 0));
    // Two days of rows, whose sums are the totals; by month the same totals in fewer rows.
    expect(new Set(byDay.Rows.map((row) => row.Period)).size).toBe(2);
    const byMonth = await report<RevenueReport>('revenue', {
      from: vnDay(-1),
      end: vnDay(),
      groupBy: 'month',
    });
    expect(byMonth.Total).toBe(byDay.Total);
    expect(byMonth.Rows.every((row) => /^\d{4}-\d{2}$/.test(row.Period))).toBe(true);
    // Today alone leaves yesterday's changes out.
    const today = await report<RevenueReport>('revenue', { from: vnDay(), end: vnDay() });
    expect(today.Total).toBe(
      byDay.Rows.filter((row) => row.Period === byDay.Rows.at(-1)?.Period).reduce(
        (sum, row) => sum + row.Amount,
        0,
      ),
    );
  });

  it('opens each figure onto the fee line changes behind it', async () => {
    const { Rows } = await report<RevenueReport>('revenue', { from: vnDay(-1), end: vnDay() });
    const figure = Rows.find((row) => row.Changes > 1) ?? Rows[0]!;
    const day = figure.Period.split('-').reverse().join('/');
    const lines = await t.asAdmin({
      url: '/api/admin/reports/revenue/lines',
      query: { from: day, end: day, kind: String(figure.Kind), take: '100' },
    });
    const body = lines.json<{ Items: RevenueLine[]; Total: number }>();
    expect(body.Total).toBe(figure.Changes);
    expect(body.Items.reduce((sum, row) => sum + row.Amount, 0)).toBe(figure.Amount);
    expect(body.Items[0]?.Code).toMatch(/^(DH|KG|PG)/);
    // The same changes as a workbook, their amounts in the sheet's "Thay đổi" column.
    const file = await t.asAdmin({
      url: '/api/admin/reports/revenue/lines',
      query: { from: day, end: day, kind: String(figure.Kind), format: 'xlsx' },
    });
    expect(file.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(file.rawPayload);
    expect(sheet!.data.slice(1).reduce((sum, row) => sum + Number(row[6]), 0)).toBe(figure.Amount);
  });

  it('exports the rows and their totals to a workbook with the same figures', async () => {
    const json = await report<RevenueReport>('revenue', { from: vnDay(-1), end: vnDay() });
    const response = await t.asAdmin({
      url: '/api/admin/reports/revenue',
      query: { from: vnDay(-1), end: vnDay(), format: 'xlsx' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/doanh-thu-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [sheet] = await readXlsxFile(response.rawPayload);
    const rows = sheet!.data;
    expect(rows[0]).toEqual(['Kỳ', 'Loại phí', 'Số tiền (₫)', 'Số lần thay đổi']);
    const totals = rows.filter((row) => row[0] === 'Tổng cộng');
    expect(totals.map((row) => [row[1], row[2]])).toEqual(
      json.Totals.map((row) => [row.KindName, row.Amount]),
    );
    expect(rows.length).toBe(1 + json.Rows.length + json.Totals.length);
  });

  it('refuses a period or grouping that is not one, with a sentence', async () => {
    const cases: [Record<string, string>, unknown][] = [
      [{ groupBy: 'week' }, { groupBy: [text.reportGroupInvalid] }],
      [{ from: '31/02/2026' }, { from: [text.dateInvalid] }],
      [{ from: vnDay(), end: vnDay(-1) }, { end: [text.dateRangeInvalid] }],
      [
        { from: '01/01/2020', end: '31/12/2025' },
        [fillMessage(text.reportTooLong, { days: REPORT_MAX_DAYS })],
      ],
    ];
    for (const [query, expected] of cases) {
      const response = await t.asAdmin({ url: '/api/admin/reports/revenue', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual(expected);
    }
  });
});

describe('daily reconciliation of bank transfers against credits (DESIGN §12)', () => {
  it('matches a recount of the transfers and the ledger’s credits', async () => {
    // A matched transfer whose bank amount differs from what its deposit credited.
    await t.db.execute(
      sql`update bank_transfers set amount = amount + 1000 where id = (select min(id) from bank_transfers where status = 1)`,
    );
    const { Rows, Totals } = await report<ReconciliationReport>('reconciliation', {
      from: vnDay(-1),
      end: vnDay(),
    });
    const [transfers] = await rowsOf<Record<string, string>>(`select
      sum(amount)::bigint as received, count(*)::int as count,
      coalesce(sum(amount) filter (where status = 0), 0)::bigint as unmatched,
      count(*) filter (where status = 0)::int as unmatched_count,
      coalesce(sum(amount) filter (where status = 1), 0)::bigint as matched from bank_transfers`);
    const [credits] = await rowsOf<Record<string, string>>(`select sum(amount)::bigint as credited,
      coalesce(sum(amount) filter (where not exists (select 1 from bank_transfers b
        where b.deposit_id = l.ref_id and l.ref_kind = 'deposit')), 0)::bigint as without
      from ledger_entries l where type = 1`);
    expect(Totals).toMatchObject({
      Received: Number(transfers!.received),
      ReceivedCount: Number(transfers!.count),
      Unmatched: Number(transfers!.unmatched),
      UnmatchedCount: Number(transfers!.unmatched_count),
      Matched: Number(transfers!.matched),
      Credited: Number(credits!.credited),
      CreditedWithoutTransfer: Number(credits!.without),
      MismatchedCount: 1,
    });
    // Deposits approved by hand (the journeys' funding) are credits no transfer stands behind.
    expect(Totals.CreditedWithoutTransfer).toBeGreaterThan(0);
    expect(Totals.UnmatchedCount).toBe(1);
    expect(Rows.reduce((sum, row) => sum + row.Received, 0)).toBe(Totals.Received);
  });

  it('exports the days and their totals', async () => {
    const response = await t.asAdmin({
      url: '/api/admin/reports/reconciliation',
      query: { format: 'xlsx' },
    });
    expect(response.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(response.rawPayload);
    const json = await report<ReconciliationReport>('reconciliation');
    const total = sheet!.data.at(-1);
    expect(total?.[0]).toBe('Tổng cộng');
    expect(total?.[1]).toBe(json.Totals.Received);
    expect(total?.[7]).toBe(json.Totals.Credited);
  });
});

describe('the console home’s figures of today (DESIGN §12)', () => {
  it('are the reports’ figures of today, with two weeks of revenue by day', async () => {
    const today = await report<TodayFigures>('today');
    const bank = await report<ReconciliationReport>('reconciliation', {
      from: vnDay(),
      end: vnDay(),
    });
    const revenue = await report<RevenueReport>('revenue', { from: vnDay(-13), end: vnDay() });
    expect(today).toMatchObject({
      Received: bank.Totals.Received,
      Unmatched: bank.Totals.Unmatched,
      UnmatchedCount: bank.Totals.UnmatchedCount,
      Credited: bank.Totals.Credited,
    });
    expect(today.RevenueDays).toHaveLength(14);
    expect(today.RevenueDays.at(-1)).toEqual({ Period: today.Day, Amount: today.Revenue });
    expect(today.RevenueDays.reduce((sum, day) => sum + day.Amount, 0)).toBe(revenue.Total);
    const [paid] = await rowsOf<{ amount: string }>(
      `select coalesce(-sum(amount), 0)::bigint as amount from ledger_entries where type = 2`,
    );
    expect(today.Withdrawn).toBe(Number(paid!.amount));
  });

  it('are the owner’s and the accountant’s, not every desk’s', async () => {
    const desk = t.journeys();
    for (const [role, status] of [
      ['accountant', 200],
      ['warehouse', 403],
      ['support', 403],
    ] as const) {
      const member = await staffMember(desk, role);
      const response = await t.as(member.token)({ url: '/api/admin/reports/today' });
      expect(response.statusCode, role).toBe(status);
    }
  });
});
