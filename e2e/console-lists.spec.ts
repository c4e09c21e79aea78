import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DeliveryStatus, OrderShipStatus, OrderState } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import { postSepay, sepayPayload } from './support/bank.js';
import {
  consignmentIn,
  deskOf,
  fundedCustomer,
  orderIn,
  slipOf,
  type JourneyCustomer,
} from './support/journeys.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * Every console list keeps the list kit's promises (issue 21): status tabs that count their rows,
 * a search that finds a code by its number alone ("000123" finds DH000123), a customer by any four
 * digits of the phone and a transfer by the end of its content, filters folded behind one button
 * on a phone, and an Excel file of the filtered rows. The rows are made through the shared
 * journeys, the calls the server's tests make too.
 */

const run = Date.now().toString(36).toUpperCase();
/** A phone no other test's customer has, so four of its digits find this customer alone. */
const PHONE = `09${String(Date.now()).slice(-8)}`;
const UNCLAIMED = `UC${run}77`;
const TRANSFER_TAIL = `${run}XK`;

interface ListCase {
  name: string;
  path: string;
  /** What is typed in the search box, and the text of the row it must find. */
  keyword: () => string;
  finds: () => string;
}

let customer: JourneyCustomer;
let staffToken: string;
const codes: Record<string, string> = {};
/** A code's number without its letters: what staff type when they read "000123" off a label. */
const numberOf = (code: string) => code.replace(/^[A-Z]+/, '');

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await fundedCustomer(desk, 50_000_000, { phone: PHONE });
  codes.order = (await orderIn(desk, customer, OrderState.Deposited)).code;
  const parcel = await orderIn(desk, customer, OrderState.InChinaWarehouse);
  codes.tracking = parcel.trackingNumber;
  // Bought by the desk: the audit log has its steps.
  codes.bought = parcel.code;
  codes.consignment = (await consignmentIn(desk, customer, OrderShipStatus.AwaitingChina)).code;
  const paid = await orderIn(desk, customer, OrderState.Paid);
  codes.slip = (await slipOf(desk, customer, [paid.code], DeliveryStatus.Pending)).code;
  const call = desk.call;
  const asCustomer = { token: customer.token, method: 'POST' as const };
  await call({
    ...asCustomer,
    url: '/api/order/addComplain',
    body: { OrderId: paid.id, Type: 1, Content: 'Thiếu một chiếc áo', RequestAmount: 50_000 },
  });
  const complaints = await call<{ Items: { Code: string }[] }>({
    url: '/api/order/getcomplains',
    token: customer.token,
  });
  codes.complaint = complaints.Items[0]!.Code;
  codes.deposit = (
    await call<{ Code: string }>({
      ...asCustomer,
      url: '/api/customer/deposit',
      body: { Amount: 1_000_000, BankAccountId: 1 },
    })
  ).Code;
  codes.withdrawal = (
    await call<{ Code: string }>({
      ...asCustomer,
      url: '/api/customer/withdrawal',
      body: {
        Amount: 500_000,
        BankName: 'Vietcombank',
        AccountNumber: '0011223344',
        AccountName: 'NGUYEN VAN AN',
      },
    })
  ).Code;
  await call({
    method: 'POST',
    url: '/api/admin/transports/receive-china',
    token: staffToken,
    body: { TransportCode: UNCLAIMED, Weight: 0.8, Length: 0, Width: 0, Height: 0 },
  });
  // A mail in the outbox (the e2e server sends none: it waits there).
  await call({ method: 'POST', url: '/api/account/sendforgotpassword', body: customer.email });
  await postSepay(
    request,
    sepayPayload({
      content: `MBVCB.88123.CHUYEN TIEN ${TRANSFER_TAIL}`,
      amount: 750_000,
      accountNumber: '0011004123456',
    }),
  );
});

const lists: ListCase[] = [
  {
    name: 'orders',
    path: '/admin/orders',
    keyword: () => numberOf(codes.order!),
    finds: () => codes.order!,
  },
  {
    name: 'parcels',
    path: '/admin/parcels',
    keyword: () => codes.tracking!.slice(-6),
    finds: () => codes.tracking!,
  },
  {
    name: 'unclaimed parcels',
    path: '/admin/parcels/unclaimed',
    keyword: () => UNCLAIMED.slice(-6),
    finds: () => UNCLAIMED,
  },
  {
    name: 'consignments',
    path: '/admin/consignments',
    keyword: () => numberOf(codes.consignment!),
    finds: () => codes.consignment!,
  },
  {
    name: 'slips',
    path: '/admin/deliveries',
    keyword: () => numberOf(codes.slip!),
    finds: () => codes.slip!,
  },
  {
    name: 'complaints',
    path: '/admin/complaints',
    keyword: () => numberOf(codes.complaint!),
    finds: () => codes.complaint!,
  },
  {
    name: 'deposits',
    path: '/admin/deposits',
    keyword: () => numberOf(codes.deposit!),
    finds: () => codes.deposit!,
  },
  {
    name: 'withdrawals',
    path: '/admin/withdrawals',
    keyword: () => PHONE.slice(-5, -1),
    finds: () => codes.withdrawal!,
  },
  {
    name: 'bank transfers',
    path: '/admin/bank-transfers',
    keyword: () => TRANSFER_TAIL.toLowerCase(),
    finds: () => TRANSFER_TAIL,
  },
  {
    name: 'customers',
    path: '/admin/customers',
    keyword: () => PHONE.slice(3, 7),
    finds: () => customer.code,
  },
  {
    name: 'audit log',
    path: '/admin/audit',
    keyword: () => numberOf(codes.bought!),
    finds: () => codes.bought!,
  },
  {
    name: 'mail outbox',
    path: '/admin/mails',
    keyword: () => customer.email.slice(0, 12),
    finds: () => customer.email,
  },
];

async function open(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 }, acceptDownloads: true });

  test('every console list counts its tabs, finds by part of a code or phone and exports what it shows', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInByLink(page, staffToken);
    for (const list of lists) {
      await open(page, list.path);
      // The open tab says how many rows it holds, from the same answer as the rows.
      await expect(page.locator('.ant-tabs-tab-active .console-tab-count'), list.name).toHaveText(
        /^\d[\d.]*$/,
      );
      await page.getByRole('tab', { name: /Tất cả/ }).click();
      await page.getByRole('searchbox', { name: 'Tìm' }).fill(list.keyword());
      await page.getByRole('searchbox', { name: 'Tìm' }).press('Enter');
      await settle(page);
      await expect(page).toHaveURL(/keyword=/);
      const rows = page.locator('.ant-table-row:visible');
      await expect(rows.filter({ hasText: list.finds() }).first(), list.name).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Xuất Excel' }).click();
      const file = await downloading;
      expect(file.suggestedFilename(), list.name).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
      // An .xlsx is a zip: it starts with "PK".
      const bytes = readFileSync(await file.path());
      expect(bytes.subarray(0, 2).toString(), list.name).toBe('PK');
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every console list folds its filters behind one button and keeps its tabs', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByLink(page, staffToken);
    for (const list of lists) {
      await open(page, list.path);
      const search = page.getByRole('searchbox', { name: 'Tìm' });
      await expect(search, list.name).toBeHidden();
      await expect(
        page.locator('.ant-tabs-tab-active .console-tab-count'),
        list.name,
      ).toBeVisible();
      await page.getByRole('button', { name: 'Bộ lọc' }).click();
      await expect(search, list.name).toBeVisible();
      await expect(page.getByRole('button', { name: 'Xuất Excel' }), list.name).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, list.name).toBeLessThanOrEqual(390);
    }
  });
});
