import { beforeAll, describe, expect, it } from 'vitest';
import { OrderState, type AdminOrderRow } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  fundedCustomer,
  orderIn,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';
import { codeKeywords, consoleListOf } from '../../test/console-lists.js';

const t = testAppForFile();
const board = consoleListOf(t, '/api/admin/orders', 'state');
let customer: JourneyCustomer;
let deposited: JourneyGoods;
let buying: JourneyGoods;

beforeAll(async () => {
  const desk = t.journeys();
  customer = await fundedCustomer(desk);
  deposited = await orderIn(desk, customer, OrderState.Deposited);
  buying = await orderIn(desk, customer, OrderState.Buying);
  // A shop name a spreadsheet would take for a formula.
  const created = await t.as(customer)({
    method: 'POST',
    url: '/api/order/createorder',
    payload: {
      ShopName: '=HYPERLINK("http://x.example","mở")',
      ShopLink: '',
      Site: 'taobao',
      Note: '',
      IsInspection: false,
      IsWoodenCrate: false,
      Items: [{ ProductName: 'Ô', PriceCNY: 10, Quantity: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
});

describe('the buying desk board (console list kit)', () => {
  it('counts each state in the same answer, and a tab of several states holds the work taken', async () => {
    const all = await board.expectCountsAgree({ keyword: customer.code });
    expect(all.Counts).toEqual([
      { Status: OrderState.AwaitingDeposit, Count: 1 },
      { Status: OrderState.Deposited, Count: 1 },
      { Status: OrderState.Buying, Count: 1 },
    ]);
    // Waiting to buy and being bought: taking an order does not take it off the tab.
    const waiting = await board.page<AdminOrderRow>({
      keyword: customer.code,
      state: `${OrderState.Deposited},${OrderState.Buying}`,
    });
    expect(waiting.Items.map((row) => row.Id).sort()).toEqual([deposited.id, buying.id].sort());
  });

  it('finds an order by its whole code, its number with or without zeros, and its customer', async () => {
    for (const keyword of codeKeywords(deposited.code)) {
      const found = await board.page<AdminOrderRow>({ keyword });
      expect(
        found.Items.map((row) => row.Id),
        keyword,
      ).toContain(deposited.id);
    }
    const byCustomer = await board.page<AdminOrderRow>({ keyword: customer.code.slice(2) });
    expect(byCustomer.Items.filter((row) => row.CustomerCode === customer.code)).toHaveLength(3);
  });

  it('exports the filtered rows, a formula-like text kept as text', async () => {
    const rows = await board.exported({ keyword: customer.code });
    expect(rows[0]).toEqual([
      'Mã đơn',
      'Mã khách',
      'Shop',
      'Trạng thái',
      'Kho nhận',
      'Số sản phẩm',
      'Tiền hàng (¥)',
      'Tổng tiền (₫)',
      'Đã trả (₫)',
      'Còn nợ (₫)',
      'Ngày tạo',
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[0])).toContain(buying.code);
    const shops = rows.map((row) => row[2]);
    expect(shops).toContain(`'=HYPERLINK("http://x.example","mở")`);
    expect(
      await board.exportedColumn({ keyword: customer.code, state: String(OrderState.Buying) }),
    ).toEqual([buying.code]);
  });

  it('refuses an unknown format or state list with a sentence', async () => {
    await board.expectRefusals(['1,x', '99', '1,,2']);
  });

  it('keeps customers out', async () => {
    await board.expectStaffOnly();
  });
});
