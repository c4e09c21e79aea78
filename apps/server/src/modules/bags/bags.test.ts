import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BagStatus,
  OrderShipStatus,
  OrderState,
  TransportStatus,
  type AdminTransportRow,
  type BagDetail,
  type BagParcelRow,
  type BagRow,
} from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  consignmentIn,
  fundedCustomer,
  newCustomer,
  orderIn,
  type Desk,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';
import { codeKeywords, consoleListOf } from '../../test/console-lists.js';

/**
 * Bags (bao, DESIGN §11): a bag for Kho Hà Nội is opened, three orders' parcels are scanned in
 * (each wrong parcel refused at the scan with its sentence), closed with its weight, shipped whole
 * with a loose parcel beside it, and received in Vietnam, where its parcels are checked off one by
 * one: what has not been scanned is missing, what was scanned for it off the manifest is extra.
 */

const t = testAppForFile();
const bagList = consoleListOf(t, '/api/admin/bags');
let desk: Desk;
let customer: JourneyCustomer;
/** Three orders' parcels in the Chinese warehouse, for Hà Nội: they go in the bag. */
let orders: JourneyGoods[];
/** A consignment's parcel in China for Hà Nội, shipped loose beside the bag. */
let loose: JourneyGoods;
/** A consignment's parcel in China for TP. Hồ Chí Minh. */
const toSaigon = `SG${String(Date.now() % 1_000_000).padStart(6, '0')}Y`;
/** An order whose parcel the shop has sent but China has not received. */
let notYetInChina: JourneyGoods;
const unclaimed = `NB${String(Date.now() % 1_000_000).padStart(6, '0')}X`;

const HA_NOI = 1;
const SAIGON = 2;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.asAdmin({ method, url: `/api/admin/${url}`, ...(payload !== undefined && { payload }) });
const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
/** A 400 and its body. */
const refused = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<unknown>();
};

const receiveChina = (TransportCode: string) =>
  ok('POST', 'transports/receive-china', {
    TransportCode,
    Weight: 1.5,
    Length: 30,
    Width: 20,
    Height: 10,
  });
const parcelOf = async (trackingNumber: string) => {
  const page = await ok<{ Items: AdminTransportRow[] }>(
    'GET',
    `transports?keyword=${trackingNumber}`,
  );
  const row = page.Items.find((item) => item.TransportCode === trackingNumber);
  if (!row) throw new Error(`no parcel ${trackingNumber}`);
  return row;
};
const newBag = (DestinationWarehouseId = HA_NOI) =>
  ok<{ Id: number; Code: string }>('POST', 'bags', { DestinationWarehouseId });
const bagOf = (id: number) => ok<BagDetail>('GET', `bags/${id}`);
const scan = (bagId: number, Code: string) =>
  ok<BagParcelRow>('POST', `bags/${bagId}/parcels`, { Code });
const scanRefused = async (bagId: number, Code: string) =>
  refused('POST', `bags/${bagId}/parcels`, { Code });

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk);
  orders = [];
  for (const shop of ['Shop bao 1', 'Shop bao 2', 'Shop bao 3']) {
    orders.push(await orderIn(desk, customer, OrderState.InChinaWarehouse, shop));
  }
  notYetInChina = await orderIn(desk, customer, OrderState.ShopShipped, 'Shop chưa về');
  loose = await consignmentIn(desk, customer, OrderShipStatus.AwaitingChina);
  await receiveChina(loose.trackingNumber);
  const southern = await newCustomer(desk, { warehouseId: SAIGON });
  const consignment = await t.as(southern.token)({
    method: 'POST',
    url: '/api/ordership/createordership',
    payload: {
      WarehouseId: SAIGON,
      TransportCodes: [toSaigon],
      Items: [{ ProductName: 'Giày thể thao', Quantity: 1, PriceCNY: 100 }],
    },
  });
  expect(consignment.statusCode, consignment.body).toBe(200);
  await receiveChina(toSaigon);
  await receiveChina(unclaimed);
});

describe('a bag is opened and parcels are scanned into it', () => {
  let bag: { Id: number; Code: string };
  let other: { Id: number; Code: string };

  it('opens a bag for a Vietnamese warehouse, coded by the database', async () => {
    bag = await newBag();
    expect(bag.Code).toMatch(/^BAO\d{6,}$/);
    const detail = await bagOf(bag.Id);
    expect(detail).toMatchObject({
      Code: bag.Code,
      Status: BagStatus.Open,
      StatusName: 'Đang đóng',
      DestinationWarehouseId: HA_NOI,
      DestinationName: 'Kho Hà Nội',
      Weight: null,
      Parcels: [],
      Missing: [],
      Extra: [],
      ClosedDate: null,
    });
    expect(await refused('POST', 'bags', { DestinationWarehouseId: 999 })).toEqual({
      DestinationWarehouseId: ['Kho hàng không tồn tại'],
    });
    expect(await refused('POST', 'bags', {})).toEqual({
      DestinationWarehouseId: ['Bạn chưa chọn kho hàng'],
    });
    expect(
      await refused('POST', 'bags', { DestinationWarehouseId: HA_NOI, WarehouseId: 999 }),
    ).toEqual({ WarehouseId: ['Kho hàng không tồn tại'] });
    expect((await call('GET', 'bags/999999')).statusCode).toBe(404);
  });

  it('takes a parcel by its tracking number or its code, and a second scan changes nothing', async () => {
    const [first, second] = orders;
    const byTracking = await scan(bag.Id, first!.trackingNumber.toLowerCase());
    expect(byTracking).toMatchObject({
      TransportCode: first!.trackingNumber,
      CustomerCode: customer.code,
      OrderCode: first!.code,
      Weight: 1.2,
      Received: false,
    });
    const secondParcel = await parcelOf(second!.trackingNumber);
    expect((await scan(bag.Id, secondParcel.Code)).Id).toBe(secondParcel.Id);
    // Safe to repeat: the same parcel scanned again is answered again, not added twice.
    expect((await scan(bag.Id, first!.trackingNumber)).Id).toBe(byTracking.Id);
    const detail = await bagOf(bag.Id);
    expect(detail.Parcels.map((row) => row.TransportCode)).toEqual([
      first!.trackingNumber,
      second!.trackingNumber,
    ]);
    expect(detail.ParcelCount).toBe(2);
  });

  it('refuses at the scan what cannot go in, with a sentence', async () => {
    expect(await scanRefused(bag.Id, 'SFKHONGCO1')).toEqual({
      Code: ['Không tìm thấy kiện có mã SFKHONGCO1'],
    });
    const nobodys = await parcelOf(unclaimed);
    expect(await scanRefused(bag.Id, unclaimed)).toEqual({
      Code: [
        `Kiện ${nobodys.Code} là kiện vô chủ, chưa biết kho đích: không cho vào bao đến khi có khách nhận.`,
      ],
    });
    const waiting = await parcelOf(notYetInChina.trackingNumber);
    expect(await scanRefused(bag.Id, notYetInChina.trackingNumber)).toEqual({
      Code: [
        `Kiện ${waiting.Code} đang ở trạng thái "Chờ về kho TQ": chỉ kiện đã nhập kho Trung Quốc mới cho vào bao.`,
      ],
    });
    const southern = await parcelOf(toSaigon);
    expect(await scanRefused(bag.Id, toSaigon)).toEqual({
      Code: [`Kiện ${southern.Code} đi Kho TP. Hồ Chí Minh, còn bao ${bag.Code} đi Kho Hà Nội.`],
    });
    other = await newBag();
    const inFirst = await parcelOf(orders[0]!.trackingNumber);
    expect(await scanRefused(other.Id, inFirst.TransportCode)).toEqual({
      Code: [`Kiện ${inFirst.Code} đã nằm trong bao ${bag.Code}.`],
    });
    expect(await scanRefused(bag.Id, 'x')).toEqual({
      Code: ['Mã vận đơn gồm 4–50 chữ, số hoặc dấu gạch ngang'],
    });
  });

  it('takes a parcel out while the bag is open', async () => {
    const second = await parcelOf(orders[1]!.trackingNumber);
    const after = await ok<BagDetail>('DELETE', `bags/${bag.Id}/parcels/${second.Id}`);
    expect(after.Parcels.map((row) => row.Id)).not.toContain(second.Id);
    expect(await refused('DELETE', `bags/${bag.Id}/parcels/${second.Id}`)).toEqual([
      `Kiện ${second.Code} không nằm trong bao ${bag.Code}.`,
    ]);
    // Out of the bag, it may go into another one.
    await scan(other.Id, second.Code);
    await ok('DELETE', `bags/${other.Id}/parcels/${second.Id}`);
    await scan(bag.Id, second.Code);
    await scan(bag.Id, orders[2]!.trackingNumber);
    expect((await bagOf(bag.Id)).ParcelCount).toBe(3);
  });

  it('closes with its weight and sizes; an empty bag stays open; a closed one takes nothing', async () => {
    expect(await refused('PUT', `bags/${other.Id}/close`, { Weight: 1 })).toEqual([
      `Bao ${other.Code} chưa có kiện nào: hãy quét kiện vào bao rồi mới đóng.`,
    ]);
    expect(await refused('PUT', `bags/${bag.Id}/close`, { Weight: 0 })).toEqual({
      Weight: ['Cân nặng (kg) phải lớn hơn 0 và không quá 1.000 kg'],
    });
    const closed = await ok<BagDetail>('PUT', `bags/${bag.Id}/close`, {
      Weight: 4.75,
      Length: 60,
      Width: 40,
      Height: 35.5,
    });
    expect(closed).toMatchObject({
      Status: BagStatus.Closed,
      StatusName: 'Đã đóng',
      Weight: 4.75,
      Length: 60,
      Width: 40,
      Height: 35.5,
    });
    expect(closed.ClosedDate).not.toBeNull();
    const notOpen = {
      Code: [`Bao ${bag.Code} đã đóng (Đã đóng): không thể thêm hay bỏ kiện nữa.`],
    };
    expect(await scanRefused(bag.Id, loose.trackingNumber)).toEqual(notOpen);
    const first = closed.Parcels[0]!;
    expect(await refused('DELETE', `bags/${bag.Id}/parcels/${first.Id}`)).toEqual({
      Id: notOpen.Code,
    });
    expect(await refused('PUT', `bags/${bag.Id}/close`, { Weight: 5 })).toEqual([
      `Bao ${bag.Code} đang ở trạng thái "Đã đóng", không thể thực hiện thao tác này.`,
    ]);
  });

  it('reopens a closed bag that has not left, its weight cleared until it closes again', async () => {
    const reopened = await ok<BagDetail>('PUT', `bags/${bag.Id}/reopen`);
    expect(reopened).toMatchObject({ Status: BagStatus.Open, Weight: null, ClosedDate: null });
    await ok('PUT', `bags/${bag.Id}/close`, { Weight: 4.75 });
  });

  describe('shipped whole and received in Vietnam', () => {
    it('refuses an open bag, a parcel of a bag shipped alone, an unknown bag and an empty call', async () => {
      await scan(other.Id, loose.trackingNumber);
      expect(await refused('POST', 'transports/ship', { BagCodes: [other.Code] })).toEqual({
        BagCodes: [`Bao ${other.Code} chưa đóng: hãy cân và đóng bao rồi mới xuất kho.`],
      });
      const first = orders[0]!.trackingNumber;
      expect(await refused('POST', 'transports/ship', { TransportCodes: [first] })).toEqual({
        TransportCodes: [`Kiện ${first} đang nằm trong bao ${bag.Code}, hãy gửi cả bao.`],
      });
      expect(await refused('POST', 'transports/ship', { BagCodes: ['BAO999999'] })).toEqual({
        BagCodes: ['Không tìm thấy bao BAO999999'],
      });
      expect(await refused('POST', 'transports/ship', { BagCodes: ['BAG1'] })).toEqual({
        BagCodes: ['Mã bao có dạng BAO000123'],
      });
      expect(
        await refused('POST', 'transports/ship', { BagCodes: [], TransportCodes: [] }),
      ).toEqual({ TransportCodes: ['Cần ít nhất một mã vận đơn hoặc một mã bao'] });
      // Nothing moved: the refusals left the bag closed and its parcels in China.
      expect((await bagOf(bag.Id)).Status).toBe(BagStatus.Closed);
      await ok('DELETE', `bags/${other.Id}/parcels/${(await parcelOf(loose.trackingNumber)).Id}`);
    });

    it('ships the bag, each of its parcels and their orders, and a loose parcel beside it', async () => {
      const shipped = await ok<AdminTransportRow[]>('POST', 'transports/ship', {
        BagCodes: [bag.Code.toLowerCase()],
        // Named with its bag in the same batch: it leaves with the bag, once.
        TransportCodes: [loose.trackingNumber, orders[0]!.trackingNumber],
      });
      expect(shipped.map((row) => row.TransportCode).sort()).toEqual(
        [...orders.map((order) => order.trackingNumber), loose.trackingNumber].sort(),
      );
      expect(shipped.every((row) => row.Status === TransportStatus.InTransit)).toBe(true);
      const detail = await bagOf(bag.Id);
      expect(detail).toMatchObject({ Status: BagStatus.InTransit, StatusName: 'Đang vận chuyển' });
      expect(detail.ShippedDate).not.toBeNull();
      for (const order of orders) {
        const row = await ok<{ State: number }>('GET', `orders/${order.id}`);
        expect(row.State).toBe(OrderState.InTransit);
      }
      const moving = `Bao ${bag.Code} đang ở trạng thái "Đang vận chuyển", không thể thực hiện thao tác này.`;
      expect(await refused('POST', 'transports/ship', { BagCodes: [bag.Code] })).toEqual({
        BagCodes: [moving],
      });
      // On its way, its manifest is what travels: it cannot be opened again.
      expect(await refused('PUT', `bags/${bag.Id}/reopen`)).toEqual([moving]);
      // A bag that has not left cannot arrive.
      expect(
        await refused('PUT', `bags/${other.Id}/receive-vietnam`, { WarehouseId: HA_NOI }),
      ).toEqual([
        `Bao ${other.Code} đang ở trạng thái "Đang đóng", không thể thực hiện thao tác này.`,
      ]);
    });

    it('receives the bag: missing are its parcels not scanned yet, extra what was scanned for it off the manifest', async () => {
      expect(await refused('PUT', `bags/${bag.Id}/receive-vietnam`, { WarehouseId: 999 })).toEqual({
        WarehouseId: ['Kho hàng không tồn tại'],
      });
      // Before the bag is received, a scan cannot name it.
      expect(
        await refused('POST', 'transports/receive-vietnam', {
          TransportCode: orders[0]!.trackingNumber,
          WarehouseId: HA_NOI,
          BagId: bag.Id,
        }),
      ).toEqual({ BagId: [`Bao ${bag.Code} chưa được nhận về kho Việt Nam (Đang vận chuyển).`] });
      const arrived = await ok<BagDetail>('PUT', `bags/${bag.Id}/receive-vietnam`, {
        WarehouseId: HA_NOI,
      });
      expect(arrived).toMatchObject({
        Status: BagStatus.InVietnamWarehouse,
        StatusName: 'Đã về kho VN',
        ArrivedWarehouseName: 'Kho Hà Nội',
        Extra: [],
      });
      expect(arrived.Missing).toEqual(arrived.Parcels.map((row) => row.Code));
      for (const order of orders.slice(0, 2)) {
        await ok('POST', 'transports/receive-vietnam', {
          TransportCode: order.trackingNumber,
          WarehouseId: HA_NOI,
          BagId: bag.Id,
        });
      }
      const looseRow = await ok<AdminTransportRow>('POST', 'transports/receive-vietnam', {
        TransportCode: loose.trackingNumber,
        WarehouseId: HA_NOI,
        BagId: bag.Id,
      });
      // Received as any parcel is; only the bag's page counts it as extra.
      expect(looseRow.Status).toBe(TransportStatus.InVietnamWarehouse);
      const checked = await bagOf(bag.Id);
      const third = await parcelOf(orders[2]!.trackingNumber);
      expect(checked.Missing).toEqual([third.Code]);
      expect(checked.Extra).toEqual([looseRow.Code]);
      expect(checked.Parcels.map((row) => row.Received)).toEqual([true, true, false]);
      expect(
        await refused('POST', 'transports/receive-vietnam', {
          TransportCode: third.TransportCode,
          WarehouseId: HA_NOI,
          BagId: 999999,
        }),
      ).toEqual({ BagId: ['Bao hàng không tồn tại'] });
    });
  });

  describe('its manifest', () => {
    it('prints as an A4 PDF', async () => {
      const response = await call('GET', `bags/${bag.Id}/manifest?format=pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // A4 in points.
      expect(response.rawPayload.toString('latin1')).toMatch(
        /MediaBox \[0 0 595\.2\d* 841\.8\d*\]/,
      );
    });

    it('downloads as a workbook with a row per parcel and the total', async () => {
      const response = await call('GET', `bags/${bag.Id}/manifest?format=xlsx`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="bang-ke-${bag.Code}.xlsx"`,
      );
      const [sheet] = await readXlsxFile(response.rawPayload);
      const rows = sheet!.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
      expect(rows[0]!.slice(0, 2)).toEqual(['Bảng kê bao', bag.Code]);
      expect(rows[1]!.slice(0, 2)).toEqual(['Kho đích', 'Kho Hà Nội']);
      const heading = rows.findIndex((row) => row[0] === 'STT');
      const parcels = rows.slice(heading + 1, heading + 4);
      const detail = await bagOf(bag.Id);
      expect(parcels).toEqual(
        detail.Parcels.map((parcel, index) => [
          String(index + 1),
          parcel.Code,
          parcel.TransportCode,
          customer.code,
          parcel.OrderCode,
          '1.2',
        ]),
      );
      expect(rows[heading + 4]!.slice(1, 3)).toEqual(['Tổng cộng', '3 kiện']);
      expect(rows[heading + 4]![5]).toBe('3.6');
    });

    it('refuses another format', async () => {
      expect(await refused('GET', `bags/${bag.Id}/manifest?format=doc`)).toEqual({
        format: ['Định dạng bảng kê chỉ có thể là pdf hoặc xlsx'],
      });
    });
  });

  describe('the bag list (console list kit)', () => {
    it('counts each status and finds a bag by its code or a parcel in it', async () => {
      const all = await bagList.expectCountsAgree({});
      expect(all.Counts.find((row) => row.Status === BagStatus.InVietnamWarehouse)?.Count).toBe(1);
      for (const keyword of codeKeywords(bag.Code)) {
        const found = await bagList.page<BagRow>({ keyword });
        expect(
          found.Items.map((row) => row.Code),
          keyword,
        ).toContain(bag.Code);
      }
      const byParcel = await bagList.page<BagRow>({ keyword: orders[2]!.trackingNumber });
      expect(byParcel.Items.map((row) => row.Code)).toEqual([bag.Code]);
      const open = await bagList.page<BagRow>({ status: String(BagStatus.Open) });
      expect(open.Items.map((row) => row.Code)).toContain(other.Code);
      expect(open.Items.every((row) => row.Status === BagStatus.Open)).toBe(true);
    });

    it('exports the filter as a workbook', async () => {
      const rows = await bagList.exported({ keyword: bag.Code });
      expect(rows[0]!.slice(0, 5)).toEqual([
        'Mã bao',
        'Trạng thái',
        'Kho đích',
        'Số kiện',
        'Cân nặng (kg)',
      ]);
      expect(rows[1]!.slice(0, 5)).toEqual([bag.Code, 'Đã về kho VN', 'Kho Hà Nội', '3', '4.75']);
    });

    it('refuses a filter that is not one, and customers', async () => {
      await bagList.expectRefusals(['4', 'x']);
      await bagList.expectLongKeywordRefused();
      await bagList.expectStaffOnly(customer.token);
    });
  });

  it('keeps every move of the bag in the audit log', async () => {
    const page = await ok<{ Items: Array<{ Action: string }> }>(
      'GET',
      `audit?entity=bag&entityId=${bag.Code}&take=50`,
    );
    expect(new Set(page.Items.map((row) => row.Action))).toEqual(
      new Set([
        'bag.create',
        'bag.add-parcel',
        'bag.remove-parcel',
        'bag.close',
        'bag.reopen',
        'bag.ship',
        'bag.receive-vietnam',
      ]),
    );
  });
});
