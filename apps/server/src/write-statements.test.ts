import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderState, type DepositCreated } from '@app/shared';
import { testAppForFile } from './test/file-app.js';
import { declareDeposit } from './test/money.js';
import { fundedCustomer, orderIn, type Desk, type JourneyCustomer } from './test/journeys.js';

/**
 * The statements each write path of bench:scale sends to the database (issue 27): a write's cost
 * at 32 connections is mostly its round trips, each holding a pooled connection and its row
 * locks while Node and the network answer. Each path's budget is what it needs today: a change
 * that adds a round trip (a setting read twice, a row fetched again after its update) fails here
 * rather than quietly in the bench's figures.
 */

const SEPAY_KEY = 'sepay-key-for-write-statements';
/** The statements of the request being measured, while one is. */
let measured: string[] | null = null;
const t = testAppForFile({
  env: { SEPAY_API_KEY: SEPAY_KEY },
  // No channel to send on, as bench:scale runs the server: no delivery job runs beside a request.
  noSmtp: true,
  // The transaction's own begin and commit: sent on PostgreSQL, not on the embedded database.
  onQuery: (query) => {
    if (!/^(begin|commit)$/.test(query)) measured?.push(query);
  },
});

let desk: Desk;
let customer: JourneyCustomer;

/** The statements one request ran, its answer checked to be 2xx. */
async function statementsOf(send: () => Promise<LightMyRequestResponse>): Promise<string[]> {
  const ran: string[] = [];
  measured = ran;
  try {
    const response = await send();
    expect(response.statusCode, response.body).toBeLessThan(300);
  } finally {
    measured = null;
  }
  return ran;
}

/** A statement's first words, to show what a path runs when its budget is exceeded. */
const gist = (statement: string) => statement.replace(/\s+/g, ' ').slice(0, 90);

function expectWithin(ran: string[], budget: number) {
  expect(ran.map(gist), `${ran.length} statements`).toHaveLength(Math.min(ran.length, budget));
}

const asCustomer = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.as(customer.token)({ method, url, payload });

beforeAll(async () => {
  desk = t.journeys();
  customer = await fundedCustomer(desk, 50_000_000);
  // The first request of each kind warms what is cached for every later one (sessions, settings).
  await asCustomer('POST', '/api/order/addtocart', cartItem('Shop khởi động'));
});

function cartItem(ShopName: string) {
  return {
    ShopName,
    Site: 'taobao',
    ProductName: 'Áo thử',
    Properties: 'Màu: đỏ',
    PriceCNY: 10,
    Quantity: 1,
  };
}

describe('each write path runs a bounded number of statements', () => {
  it('add to cart', async () => {
    const ran = await statementsOf(() =>
      asCustomer('POST', '/api/order/addtocart', cartItem('Shop giỏ')),
    );
    expectWithin(ran, 6);
  });

  it('cart → order', async () => {
    const cart = await asCustomer('POST', '/api/order/addtocart', cartItem('Shop đặt'));
    const ran = await statementsOf(() =>
      asCustomer('POST', '/api/order/orderbuyids', { Ids: [cart.json<{ Id: number }>().Id] }),
    );
    expectWithin(ran, 17);
  });

  it('pay deposit', async () => {
    const order = await orderIn(desk, customer, OrderState.AwaitingDeposit, 'Shop cọc');
    const ran = await statementsOf(() =>
      asCustomer('POST', '/api/order/updateorderdeposit', { Ids: [order.id] }),
    );
    expectWithin(ran, 8);
  });

  it('pay the rest', async () => {
    const order = await orderIn(desk, customer, OrderState.InVietnamWarehouse, 'Shop trả');
    const ran = await statementsOf(() =>
      asCustomer('POST', '/api/order/updateorderpay', { Ids: [order.id] }),
    );
    expectWithin(ran, 12);
  });

  it('withdrawal', async () => {
    const ran = await statementsOf(() =>
      asCustomer('POST', '/api/customer/withdrawal', {
        Amount: 50_000,
        BankName: 'Vietcombank',
        AccountNumber: '0123456789',
        AccountName: 'NGUYEN VAN THU',
      }),
    );
    expectWithin(ran, 4);
  });

  it("SePay's webhook confirming a deposit", async () => {
    const deposit: DepositCreated = await declareDeposit(t.app, customer, 300_000);
    const ran = await statementsOf(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/sepay',
        headers: { authorization: `Apikey ${SEPAY_KEY}` },
        payload: {
          id: 77_001,
          gateway: 'Vietcombank',
          transactionDate: '2026-11-27 20:15:00',
          accountNumber: '0011004123456',
          content: `MBVCB.5512345678.${deposit.TransferContent.replace(/ /g, '')}.CT tu 0011004123456`,
          transferType: 'in',
          transferAmount: 300_000,
          referenceCode: 'FT26113100001',
        },
      }),
    );
    expectWithin(ran, 11);
  });

  it('receive-china scan, then the bag scan of the parcel', async () => {
    const order = await orderIn(desk, customer, OrderState.ShopShipped, 'Shop kho');
    const received = await statementsOf(() =>
      t.asAdmin({
        method: 'POST',
        url: '/api/admin/transports/receive-china',
        payload: {
          TransportCode: order.trackingNumber,
          Weight: 1.5,
          Length: 30,
          Width: 20,
          Height: 10,
        },
      }),
    );
    expectWithin(received, 21);
    const bag = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/bags',
      payload: { DestinationWarehouseId: 1 },
    });
    const bagged = await statementsOf(() =>
      t.asAdmin({
        method: 'POST',
        url: `/api/admin/bags/${bag.json<{ Id: number }>().Id}/parcels`,
        payload: { Code: order.trackingNumber },
      }),
    );
    expectWithin(bagged, 5);
  });
});
