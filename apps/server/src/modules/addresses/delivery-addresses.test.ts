import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DeliveryMethod,
  OrderState,
  SAVED_ADDRESSES_MAX,
  messages,
  type DeliveryRow,
  type ProvinceRow,
  type SavedAddressRow,
  type WardRow,
} from '@app/shared';
import { customerAddresses, deliveries } from '../../db/schema.js';
import { customerScope } from '../../lib/owner-scope.js';
import { testAppForFile } from '../../test/file-app.js';
import {
  fundedCustomer,
  newCustomer,
  orderIn,
  type Desk,
  type JourneyCustomer,
} from '../../test/journeys.js';
import { rememberAddress } from './saved-addresses.repository.js';

const t = testAppForFile();
let desk: Desk;
let customer: JourneyCustomer;
let other: JourneyCustomer;

const HANOI = '01';
const CUA_NAM = '00082';
const HCMC = '79';

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 20_000_000);
  other = await newCustomer(desk);
}, 120_000);

const request = async (body: Record<string, unknown>) => {
  const goods = await orderIn(desk, customer, OrderState.Paid);
  return t.as(customer)({
    method: 'POST',
    url: '/api/order/createrequestdelivery',
    payload: {
      ListOrders: [goods.code],
      ReceiverName: 'Lan',
      ReceiverPhone: '0911222333',
      ...body,
    },
  });
};
const savedOf = async (who: JourneyCustomer) => {
  const response = await t.as(who)({ url: '/api/customer/addresses' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Items: SavedAddressRow[]; Total: number }>().Items;
};
const slipRow = async (code: string) => {
  const list = await t.as(customer)({ url: `/api/order/getlistrequestdelivery?keyword=${code}` });
  return list.json<{ Items: DeliveryRow[] }>().Items[0];
};

describe('provinces and wards (units since 1 July 2025)', () => {
  it('lists the 34 provinces and a province’s wards, kept by browsers for a week', async () => {
    const provinces = await t.app.inject({ url: '/api/account/provinces' });
    expect(provinces.statusCode).toBe(200);
    expect(provinces.headers['cache-control']).toBe('public, max-age=604800');
    const { Items, Total } = provinces.json<{ Items: ProvinceRow[]; Total: number }>();
    expect(Total).toBe(34);
    expect(Items).toContainEqual({ Code: HANOI, Name: 'Thành phố Hà Nội' });
    expect(Items).toContainEqual({ Code: '04', Name: 'Tỉnh Cao Bằng' });
    // Vietnamese order, by the name without its kind: "Cà Mau" before "Cao Bằng", Đ after D and
    // before G, and Hà Nội among the H.
    const names = Items.map((row) => row.Name);
    expect(names.slice(0, 4)).toEqual([
      'Tỉnh An Giang',
      'Tỉnh Bắc Ninh',
      'Tỉnh Cà Mau',
      'Tỉnh Cao Bằng',
    ]);
    expect(names.indexOf('Tỉnh Đồng Tháp')).toBe(names.indexOf('Tỉnh Gia Lai') - 1);
    expect(names.indexOf('Thành phố Hà Nội')).toBe(names.indexOf('Tỉnh Hà Tĩnh') - 1);

    const wards = await t.app.inject({ url: `/api/account/provinces/${HANOI}/wards` });
    expect(wards.statusCode).toBe(200);
    expect(wards.json<{ Items: WardRow[] }>().Items).toContainEqual({
      Code: CUA_NAM,
      Name: 'Phường Cửa Nam',
    });
    expect((await t.app.inject({ url: '/api/account/provinces/99/wards' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/account/provinces/ha-noi/wards' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: [messages.provinceUnknown] });
  });
});

describe('a delivery address chosen by province and ward', () => {
  it('is written from the names of its units, with the codes kept beside it', async () => {
    const response = await request({
      Method: DeliveryMethod.Door,
      ProvinceCode: HANOI,
      WardCode: CUA_NAM,
      Street: ' 12 Lý Thường Kiệt ',
      // Whatever text came with the codes, the slip keeps the one the codes say.
      Address: '12 Lý Thường Kiệt, Hoàn Kiếm',
      SaveAddress: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Id, Code } = response.json<{ Id: number; Code: string }>();
    expect((await slipRow(Code))?.Address).toBe(
      '12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội',
    );
    const [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, Id));
    expect(row).toMatchObject({ provinceCode: HANOI, wardCode: CUA_NAM });
  });

  it('refuses a ward of another province on WardCode, and an unknown province on ProvinceCode', async () => {
    const hcmWards = await t.app.inject({ url: `/api/account/provinces/${HCMC}/wards` });
    const saigonWard = hcmWards.json<{ Items: WardRow[] }>().Items[0];
    if (!saigonWard) throw new Error('Thành phố Hồ Chí Minh has wards');
    const door = { Method: DeliveryMethod.Door, Street: '1 Tràng Tiền' };
    const wrongWard = await request({ ...door, ProvinceCode: HANOI, WardCode: saigonWard.Code });
    expect(wrongWard.statusCode).toBe(400);
    expect(wrongWard.json()).toEqual({ WardCode: [messages.wardNotInProvince] });
    const noProvince = await request({ ...door, ProvinceCode: '99', WardCode: CUA_NAM });
    expect(noProvince.statusCode).toBe(400);
    expect(noProvince.json()).toEqual({ ProvinceCode: [messages.provinceUnknown] });
    const noStreet = await request({
      Method: DeliveryMethod.Door,
      ProvinceCode: HANOI,
      WardCode: CUA_NAM,
    });
    expect(noStreet.statusCode).toBe(400);
    expect(noStreet.json()).toEqual({ Street: [messages.streetRequired] });
    const noWard = await request({ ...door, ProvinceCode: HANOI });
    expect(noWard.json()).toEqual({ WardCode: [messages.wardRequired] });
  });

  it('is required for a door delivery and not for a pickup at the warehouse', async () => {
    const door = await request({ Method: DeliveryMethod.Door, Address: '  ' });
    expect(door.statusCode).toBe(400);
    expect(door.json()).toEqual({ Address: [messages.addressRequired] });

    const pickup = await request({ Method: DeliveryMethod.Pickup });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const slip = await slipRow(pickup.json<{ Code: string }>().Code);
    expect(slip).toMatchObject({
      Address: '',
      Method: DeliveryMethod.Pickup,
      MethodName: 'Nhận tại kho',
    });

    // The spec's free-text address still works as it did.
    const text = await request({ Method: DeliveryMethod.Door, Address: '5 Hàng Bài, Hà Nội' });
    expect(text.statusCode, text.body).toBe(200);
    expect((await slipRow(text.json<{ Code: string }>().Code))?.Address).toBe('5 Hàng Bài, Hà Nội');
  });
});

describe("the customer's saved addresses", () => {
  it('remembers an address once, moves it up when used again, and keeps it to its owner', async () => {
    const before = await savedOf(customer);
    const cuaNam = before.find((row) => row.WardCode === CUA_NAM);
    expect(cuaNam).toMatchObject({
      ReceiverName: 'Lan',
      ReceiverPhone: '0911222333',
      ProvinceCode: HANOI,
      Street: '12 Lý Thường Kiệt',
      Address: '12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội',
      IsDefault: false,
    });
    // Not asked to save: a new address is not remembered.
    const wards = (await t.app.inject({ url: `/api/account/provinces/${HANOI}/wards` })).json<{
      Items: WardRow[];
    }>().Items;
    const another = wards.find((ward) => ward.Code !== CUA_NAM);
    if (!another) throw new Error('Hà Nội has more than one ward');
    const unsaved = await request({
      Method: DeliveryMethod.Door,
      ProvinceCode: HANOI,
      WardCode: another.Code,
      Street: '3 Nhà Chung',
    });
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    expect(await savedOf(customer)).toHaveLength(before.length);

    const saved = await request({
      Method: DeliveryMethod.Door,
      ProvinceCode: HANOI,
      WardCode: another.Code,
      Street: '3 Nhà Chung',
      SaveAddress: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await request({
      Method: DeliveryMethod.Door,
      ProvinceCode: HANOI,
      WardCode: CUA_NAM,
      Street: '12 Lý Thường Kiệt',
      SaveAddress: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = await savedOf(customer);
    expect(after.map((row) => row.Street)).toEqual(['12 Lý Thường Kiệt', '3 Nhà Chung']);

    // Another customer sees none of them, and cannot delete or promote them.
    expect(await savedOf(other)).toEqual([]);
    const id = after[1]?.Id ?? 0;
    const theirs = t.as(other);
    expect(
      (await theirs({ method: 'DELETE', url: `/api/customer/addresses/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await theirs({ method: 'PUT', url: `/api/customer/addresses/${id}/default` })).statusCode,
    ).toBe(404);

    // The default is offered first whatever was used last; deleting one forgets only that one.
    const promoted = await t.as(customer)({
      method: 'PUT',
      url: `/api/customer/addresses/${id}/default`,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      promoted.json<{ Items: SavedAddressRow[] }>().Items.map((row) => [row.Id, row.IsDefault]),
    ).toEqual([
      [id, true],
      [after[0]?.Id, false],
    ]);
    const removed = await t.as(customer)({
      method: 'DELETE',
      url: `/api/customer/addresses/${after[0]?.Id}`,
    });
    expect(removed.json()).toEqual({ Message: 'Đã xóa địa chỉ' });
    expect((await savedOf(customer)).map((row) => row.Id)).toEqual([id]);
    const gone = await t.as(customer)({
      method: 'DELETE',
      url: `/api/customer/addresses/${after[0]?.Id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX}: the one unused the longest goes, never the default`, async () => {
    const owner = await newCustomer(desk);
    const scope = customerScope(owner.id);
    const remember = (street: string) =>
      rememberAddress(t.db, scope, {
        receiverName: 'Minh',
        receiverPhone: '0912345678',
        provinceCode: HANOI,
        wardCode: CUA_NAM,
        street,
        address: `${street}, Phường Cửa Nam, Thành phố Hà Nội`,
      });
    await remember('Số 0');
    const [first] = await savedOf(owner);
    await t.as(owner)({ method: 'PUT', url: `/api/customer/addresses/${first?.Id}/default` });
    for (let index = 1; index <= SAVED_ADDRESSES_MAX + 1; index += 1) await remember(`Số ${index}`);
    const kept = await savedOf(owner);
    expect(kept).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(kept[0]).toMatchObject({ Street: 'Số 0', IsDefault: true });
    const streets = kept.map((row) => row.Street);
    expect(streets).not.toContain('Số 1');
    expect(streets).not.toContain('Số 2');
    expect(streets).toContain(`Số ${SAVED_ADDRESSES_MAX + 1}`);
    const rows = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, owner.id));
    expect(rows).toHaveLength(SAVED_ADDRESSES_MAX);
  });
});
