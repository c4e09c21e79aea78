import { beforeAll, describe, expect, it } from 'vitest';
import {
  OrderShipStatus,
  OrderState,
  SEARCH_MAX_HITS,
  messages as text,
  type PortalSearchAnswer,
} from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import {
  consignmentIn,
  fundedCustomer,
  orderIn,
  slipOf,
  type JourneyCustomer,
  type JourneyGoods,
} from '../../test/journeys.js';

/** The header's one search box: the caller's own orders, consignments, parcels, slips, notices. */

const t = testAppForFile();
let customer: JourneyCustomer;
let stranger: JourneyCustomer;
let order: JourneyGoods;
let consignment: JourneyGoods;
let slip: { id: number; code: string };

const search = (who: JourneyCustomer, q: string | undefined) =>
  t.as(who)({
    url: '/api/customer/search',
    ...(q !== undefined && { query: { q } }),
  });

async function hits(who: JourneyCustomer, q: string) {
  const response = await search(who, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PortalSearchAnswer>().Items;
}

beforeAll(async () => {
  const desk = t.journeys();
  [customer, stranger] = await Promise.all([fundedCustomer(desk), fundedCustomer(desk)]);
  // Bought and carried to Vietnam: a shop order number and a parcel with a tracking number.
  order = await orderIn(desk, customer, OrderState.InVietnamWarehouse, 'Shop tìm kiếm');
  consignment = await consignmentIn(desk, customer, OrderShipStatus.AwaitingPayment);
  slip = await slipOf(desk, customer, [order.code]);
});

describe('customer/search', () => {
  it('finds an order by its code, its number, and the shop order number', async () => {
    for (const q of [order.code, order.code.toLowerCase(), String(order.id)]) {
      const found = (await hits(customer, q)).filter((hit) => hit.Kind === 'order');
      expect(found, q).toEqual([
        expect.objectContaining({
          Id: order.id,
          Code: order.code,
          Title: 'Shop tìm kiếm',
          Exact: true,
        }),
      ]);
    }
    const byShop = await hits(customer, `SO-${order.code}`);
    expect(byShop.map((hit) => [hit.Kind, hit.Id])).toContainEqual(['order', order.id]);
  });

  it('finds a parcel by its whole tracking number (exact) and by its last characters', async () => {
    const whole = await hits(customer, order.trackingNumber.toLowerCase());
    const parcel = whole.find((hit) => hit.Kind === 'parcel');
    expect(parcel).toMatchObject({ Exact: true, Title: `Mã vận đơn ${order.trackingNumber}` });
    expect(parcel?.Subtitle).toContain(order.code);
    const tail = await hits(customer, order.trackingNumber.slice(-6));
    expect(tail.find((hit) => hit.Kind === 'parcel')).toMatchObject({
      Id: parcel?.Id,
      Exact: false,
    });
    // And by our own parcel code.
    const byCode = await hits(
      customer,
      parcel?.Id ? `KI${String(parcel.Id).padStart(6, '0')}` : '',
    );
    expect(byCode.find((hit) => hit.Kind === 'parcel')).toMatchObject({
      Id: parcel?.Id,
      Exact: true,
    });
  });

  it('finds a consignment by its code and a delivery slip by its code', async () => {
    expect(await hits(customer, consignment.code)).toContainEqual(
      expect.objectContaining({ Kind: 'consignment', Id: consignment.id, Exact: true }),
    );
    expect(await hits(customer, slip.code)).toContainEqual(
      expect.objectContaining({ Kind: 'delivery', Id: slip.id, Code: slip.code, Exact: true }),
    );
  });

  it('finds notices holding a word, as the notices list does', async () => {
    const found = await hits(customer, order.code);
    // Each step of the order wrote a notice naming it.
    expect(found.some((hit) => hit.Kind === 'message' && hit.Title.includes(order.code))).toBe(
      true,
    );
    expect(found.length).toBeLessThanOrEqual(SEARCH_MAX_HITS);
  });

  it("finds nothing of another customer's: codes, tracking numbers, notices", async () => {
    for (const q of [
      order.code,
      consignment.code,
      slip.code,
      order.trackingNumber,
      'SO-' + order.code,
    ]) {
      expect(await hits(stranger, q), q).toEqual([]);
    }
  });

  it('answers a missing, empty or too long keyword with a sentence, never a 5xx', async () => {
    for (const q of [undefined, '', '   ']) {
      const response = await search(customer, q);
      expect(response.statusCode, String(q)).toBe(400);
      expect(response.json()).toEqual({ q: [text.searchKeywordRequired] });
    }
    const long = await search(customer, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ q: [text.keywordTooLong] });
    for (const q of [
      '%',
      '_',
      "'; drop table orders; --",
      '\\',
      'DH99999999999',
      '0',
      'KI-0001',
      '中文',
    ]) {
      expect((await search(customer, q)).statusCode, q).toBe(200);
    }
  });

  it('is for signed-in customers only', async () => {
    const response = await t.app.inject({ url: `/api/customer/search?q=${order.code}` });
    expect(response.statusCode).toBe(401);
  });
});
