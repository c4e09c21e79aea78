import { beforeAll, describe, expect, it } from 'vitest';
import { OrderShipStatus, type AdminOrderShipRow } from '@app/shared';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import { codeKeywords, consoleListOf } from '../../test/console-lists.js';

/**
 * The consignment desk's list (console list kit): one customer's consignments without a tracking
 * number, awaiting China, and in transit; another customer's awaiting China.
 */

const t = testAppForFile();
const list = consoleListOf(t, '/api/admin/orderships');
let customer: TestCustomer;
const PHONE = '0965 432 109';
const FORMULA_NOTE = '+SUM(A1:A9) gọi trước khi giao';
const run = String(Date.now() % 1_000_000).padStart(6, '0');
// Letters last, so that a tail is never also a code's number.
const waitingNumber = `YT${run}KG`;
const shippedNumber = `YT${run}VN`;
const otherNumber = `ZT${run}XX`;
let noNumber: { Id: number; Code: string };
let waiting: { Id: number; Code: string };
let shipped: { Id: number; Code: string };

async function consign(owner: TestCustomer, TransportCodes: string[], Note = '') {
  const created = await t.as(owner)({
    method: 'POST',
    url: '/api/ordership/createordership',
    payload: {
      WarehouseId: 1,
      Note,
      TransportCodes,
      Items: [{ ProductName: 'Bình giữ nhiệt', Quantity: 3, PriceCNY: 45.5 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ Id: number; Code: string }>();
}

async function desk(url: string, payload: object) {
  const response = await t.asAdmin({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  customer = await createCustomer(t.app, { Phone: PHONE });
  noNumber = await consign(customer, [], FORMULA_NOTE);
  waiting = await consign(customer, [waitingNumber]);
  shipped = await consign(customer, [shippedNumber]);
  await consign(await createCustomer(t.app), [otherNumber]);
  await desk('/api/admin/transports/receive-china', {
    TransportCode: shippedNumber,
    Weight: 2.5,
    Length: 0,
    Width: 0,
    Height: 0,
  });
  await desk('/api/admin/transports/ship', { TransportCodes: [shippedNumber] });
});

const codes = async (query: Record<string, string>) =>
  (await list.page<AdminOrderShipRow>(query)).Items.map((row) => row.Code);

describe('the consignment list (console list kit)', () => {
  it('counts each status in the same answer; the waiting tab keeps what its parcels carried on', async () => {
    const all = await list.expectCountsAgree({ keyword: customer.code });
    expect(all.Counts).toEqual([
      { Status: OrderShipStatus.NoTrackingNumber, Count: 1 },
      { Status: OrderShipStatus.AwaitingChina, Count: 1 },
      { Status: OrderShipStatus.InTransit, Count: 1 },
    ]);
    const moving = await codes({
      keyword: customer.code,
      status: `${OrderShipStatus.AwaitingChina},${OrderShipStatus.InTransit}`,
    });
    expect(moving.sort()).toEqual([waiting.Code, shipped.Code].sort());
    expect((await list.expectCountsAgree({})).Total).toBe(4);
  });

  it('finds a consignment by its code or number, and a tracking number whole or its tail', async () => {
    for (const keyword of codeKeywords(waiting.Code)) {
      expect(await codes({ keyword }), keyword).toContain(waiting.Code);
    }
    for (const keyword of [
      shippedNumber,
      shippedNumber.slice(-5),
      shippedNumber.slice(-4).toLowerCase(),
    ]) {
      expect(await codes({ keyword }), keyword).toEqual([shipped.Code]);
    }
    expect(await codes({ keyword: shippedNumber.slice(-3) })).toEqual([]);
  });

  it("finds a customer's consignments by any 4 digits of the phone", async () => {
    for (const keyword of ['5432', '432 109', '+84 965 432 109']) {
      expect((await codes({ keyword })).sort(), keyword).toEqual(
        [noNumber.Code, waiting.Code, shipped.Code].sort(),
      );
    }
  });

  it('exports the filtered rows, money and kg as numbers, a formula-like note as text', async () => {
    const rows = await list.exported({ keyword: customer.code });
    expect(rows[0]).toEqual([
      'Mã ký gửi',
      'Mã khách',
      'Trạng thái',
      'Mã vận đơn',
      'Kho đích',
      'Số mặt hàng',
      'Giá trị khai báo (¥)',
      'Cân tính cước (kg)',
      'Đóng gỗ',
      'Bảo hiểm',
      'Tổng tiền (₫)',
      'Đã trả (₫)',
      'Còn nợ (₫)',
      'Ghi chú',
      'Ngày tạo',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([noNumber.Code, waiting.Code, shipped.Code].sort());
    const moving = rows.find((row) => row[0] === shipped.Code)!;
    expect(moving.slice(1, 10)).toEqual([
      customer.code,
      'Đang vận chuyển',
      shippedNumber,
      'Kho Hà Nội',
      '1',
      '136.5',
      '2.5',
      'Không',
      'Không',
    ]);
    expect(Number(moving[10])).toBeGreaterThan(0);
    expect(rows.find((row) => row[0] === noNumber.Code)![13]).toBe(`'${FORMULA_NOTE}`);
    const one = { keyword: customer.code, status: String(OrderShipStatus.InTransit) };
    expect(await list.exportedColumn(one)).toEqual([shipped.Code]);
  });

  it('refuses an unknown format or status list with a sentence', async () => {
    await list.expectRefusals(['1,x', '7', '1,,2']);
  });

  it('keeps customers out', async () => {
    await list.expectStaffOnly(customer.token);
  });
});
