import { beforeAll, describe, expect, it } from 'vitest';
import { TransportStatus, type AdminTransportRow } from '@app/shared';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';
import {
  codeKeywords,
  consoleListOf,
  type ConsoleListUnderTest,
} from '../../test/console-lists.js';

/**
 * The warehouse's parcel list and its unclaimed parcels (console list kit): one customer's
 * consignment carries a parcel awaiting China, one in the Chinese warehouse and one shipped; a
 * parcel no one registered lies in the Chinese warehouse too.
 */

const t = testAppForFile();
const parcels = consoleListOf(t, '/api/admin/transports');
const unclaimedList = consoleListOf(t, '/api/admin/transports?unclaimed=true');
let customer: TestCustomer;
let consignmentCode: string;
const PHONE = '0976 543 210';
const FORMULA_NAME = '=HYPERLINK("http://x.example","mở")';
const run = String(Date.now() % 1_000_000).padStart(6, '0');
// Letters last, so that a tail is never also a code's number.
const awaiting = `SF${run}AW`;
const inChina = `SF${run}CN`;
const shipped = `SF${run}VN`;
const nobodys = `SF${run}XX`;

const staffCall = (options: Parameters<typeof t.asAdmin>[0]) =>
  t.asAdmin(options).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  });
const receiveChina = (TransportCode: string) =>
  staffCall({
    method: 'POST',
    url: '/api/admin/transports/receive-china',
    payload: { TransportCode, Weight: 1.25, Length: 30, Width: 20, Height: 10 },
  });

beforeAll(async () => {
  customer = await createCustomer(t.app, { Phone: PHONE });
  // A name a spreadsheet would take for a formula.
  await setProfile(t.app, customer, FORMULA_NAME, PHONE);
  const created = await t.as(customer)({
    method: 'POST',
    url: '/api/ordership/createordership',
    payload: {
      WarehouseId: 1,
      TransportCodes: [awaiting, inChina, shipped],
      Items: [{ ProductName: 'Giày thể thao', Quantity: 2, PriceCNY: 100 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  consignmentCode = created.json<{ Code: string }>().Code;
  await receiveChina(inChina);
  await receiveChina(shipped);
  await receiveChina(nobodys);
  await staffCall({
    method: 'POST',
    url: '/api/admin/transports/ship',
    payload: { TransportCodes: [shipped] },
  });
});

const found = async (call: ConsoleListUnderTest, query: Record<string, string>) =>
  (await call.page<AdminTransportRow>(query)).Items.map((row) => row.TransportCode);

describe('the parcel list (console list kit)', () => {
  it('counts each status in the same answer; the waiting tab holds what is shipped with it', async () => {
    const all = await parcels.expectCountsAgree({ keyword: customer.code });
    expect(all.Counts).toEqual([
      { Status: TransportStatus.AwaitingChina, Count: 1 },
      { Status: TransportStatus.InChinaWarehouse, Count: 1 },
      { Status: TransportStatus.InTransit, Count: 1 },
    ]);
    // To ship and to receive in Vietnam: shipping a parcel does not take it off the tab.
    const waiting = await found(parcels, {
      keyword: customer.code,
      status: `${TransportStatus.InChinaWarehouse},${TransportStatus.InTransit}`,
    });
    expect(waiting.sort()).toEqual([inChina, shipped].sort());
    // Without a keyword the unclaimed parcel is one of every customer's.
    const everyone = await parcels.expectCountsAgree({});
    expect(everyone.Total).toBe(4);
  });

  it('finds a parcel by its code or number, its consignment, its tracking number or its tail', async () => {
    const [row] = (await parcels.page<AdminTransportRow>({ keyword: shipped })).Items;
    expect(row?.TransportCode).toBe(shipped);
    for (const keyword of codeKeywords(row!.Code)) {
      expect(await found(parcels, { keyword }), keyword).toContain(shipped);
    }
    for (const keyword of [consignmentCode, consignmentCode.slice(2)]) {
      expect((await found(parcels, { keyword })).sort(), keyword).toEqual(
        expect.arrayContaining([awaiting, inChina, shipped]),
      );
    }
    // Read off a label: the whole number, or its last characters in any case.
    for (const keyword of [inChina, inChina.slice(-6), inChina.slice(-4).toLowerCase()]) {
      expect(await found(parcels, { keyword }), keyword).toEqual([inChina]);
    }
    // Three characters are not a tail: too many numbers end with them.
    expect(await found(parcels, { keyword: inChina.slice(-3) })).not.toContain(inChina);
  });

  it("finds a customer's parcels by any 4 digits of the phone, or the name", async () => {
    for (const keyword of ['6543', '543 210', '+84 976 543 210']) {
      expect((await found(parcels, { keyword })).sort(), keyword).toEqual(
        [awaiting, inChina, shipped].sort(),
      );
    }
    expect(await found(parcels, { keyword: '9999' })).toEqual([]);
  });

  it('lists the unclaimed parcels alone, with their counts, found by a tail', async () => {
    const unclaimed = await unclaimedList.expectCountsAgree({});
    expect(unclaimed.Counts).toEqual([{ Status: TransportStatus.InChinaWarehouse, Count: 1 }]);
    expect(await found(unclaimedList, {})).toEqual([nobodys]);
    expect(await found(unclaimedList, { keyword: nobodys.slice(-5) })).toEqual([nobodys]);
    expect(await found(unclaimedList, { keyword: customer.code })).toEqual([]);
  });

  it('exports the filtered rows, weights in kg as numbers and a formula-like name as text', async () => {
    const rows = await parcels.exported({ keyword: customer.code });
    expect(rows[0]).toEqual([
      'Mã kiện',
      'Mã vận đơn',
      'Mã đơn',
      'Mã khách',
      'Khách hàng',
      'Trạng thái',
      'Cân nặng (kg)',
      'Dài (cm)',
      'Rộng (cm)',
      'Cao (cm)',
      'Cân quy đổi (kg)',
      'Cân tính cước (kg)',
      'Phí vận chuyển (₫)',
      'Kho đích',
      'Kho hiện tại',
      'Ngày tạo',
      'Về kho VN',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual([awaiting, inChina, shipped].sort());
    const weighed = rows.find((row) => row[1] === shipped)!;
    expect(weighed.slice(2, 8)).toEqual([
      consignmentCode,
      customer.code,
      `'${FORMULA_NAME}`,
      'Đang vận chuyển',
      '1.25',
      '30',
    ]);
    expect(Number(weighed[12])).toBeGreaterThan(0);
    const one = { keyword: customer.code, status: String(TransportStatus.InTransit) };
    expect(await parcels.exportedColumn(one, 1)).toEqual([shipped]);
    expect(await unclaimedList.exportedColumn({}, 1)).toEqual([nobodys]);
  });

  it('refuses an unknown format or status list with a sentence', async () => {
    await parcels.expectRefusals(['1,x', '8', '1,,2']);
  });

  it('keeps customers out', async () => {
    await parcels.expectStaffOnly(customer.token);
  });
});
