import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, registerCustomer, tokenOf } from './support/api.js';
import { signInByLink } from './support/ui.js';

/**
 * The warehouse's scans refuse at the scan (issue 24): a parcel already received in China keeps
 * the cursor in the scanner, an unclaimed parcel is refused as it is scanned into a lot, a first
 * burst in Vietnam before choosing the warehouse is kept and received once it is; and a parcel's
 * label comes from the server as PDF and ZPL.
 */

const run = String(Date.now() % 1_000_000).padStart(6, '0');
const RECEIVED = `YT${run}RC`;
const UNCLAIMED = `YT${run}UC`;
const IN_TRANSIT = `YT${run}IT`;

async function staffCall(request: APIRequestContext, url: string, data: object) {
  const token = await tokenOf(request, ADMIN.email, ADMIN.password);
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ Id: number; Code: string }>;
}
const receiveChina = (request: APIRequestContext, TransportCode: string) =>
  staffCall(request, '/api/admin/transports/receive-china', {
    TransportCode,
    Weight: 1.35,
    Length: 30,
    Width: 20,
    Height: 10,
  });

let receivedParcel: { Id: number; Code: string };

test.beforeAll(async ({ request }) => {
  const customer = await registerCustomer(request);
  const token = await apiLogin(request, customer);
  const created = await request.post('/api/ordership/createordership', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      WarehouseId: 1,
      TransportCodes: [RECEIVED, IN_TRANSIT],
      Items: [{ ProductName: 'Đèn bàn', Quantity: 1, PriceCNY: 50 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  receivedParcel = await receiveChina(request, RECEIVED);
  await receiveChina(request, UNCLAIMED);
  await receiveChina(request, IN_TRANSIT);
  await staffCall(request, '/api/admin/transports/ship', { TransportCodes: [IN_TRANSIT] });
});

test.beforeEach(async ({ page, request }) => {
  await signInByLink(page, await tokenOf(request, ADMIN.email, ADMIN.password));
});

test('a parcel already received in China is refused at the scan, the cursor kept for the next', async ({
  page,
}) => {
  await page.goto('/#/admin/warehouse/receive-china');
  const scan = page.getByLabel('Mã vận đơn');
  await scan.fill(RECEIVED);
  await scan.press('Enter');
  await expect(
    page.getByText(`Kiện ${receivedParcel.Code} đã ở trạng thái «Đã về kho TQ»`).first(),
  ).toBeVisible();
  await expect(scan).toBeFocused();
  await expect(page.getByLabel('Cân nặng (kg)')).not.toBeFocused();
});

test('an unclaimed parcel scanned into a lot is refused at once with the reason', async ({
  page,
}) => {
  await page.goto('/#/admin/warehouse/ship');
  const scan = page.getByLabel('Quét mã vận đơn vào lô');
  await scan.fill(UNCLAIMED);
  await scan.press('Enter');
  await expect(page.getByText(`Kiện ${UNCLAIMED} là kiện vô chủ`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Xuất kho/ })).toBeDisabled();
});

test('a first burst in Vietnam before the warehouse is chosen is kept and received into it', async ({
  page,
}) => {
  await page.goto('/#/admin/warehouse/receive-vietnam');
  await page.evaluate(() => localStorage.removeItem('warehouse.receive-vietnam.warehouse'));
  await page.reload();
  const scan = page.getByLabel('Mã vận đơn');
  await expect(scan).toBeEnabled();
  await scan.fill(IN_TRANSIT);
  await scan.press('Enter');
  await expect(page.getByText(`1 mã đã quét (${IN_TRANSIT})`)).toBeVisible();
  await page.getByLabel('Kho nhận').click();
  await page.getByTitle('Kho Hà Nội').click();
  await expect(page.getByText('Đã về Kho Hà Nội', { exact: false }).first()).toBeVisible();
});

test('a parcel’s label is the server’s: PDF to print, ZPL to save', async ({ page }) => {
  await page.goto(`/#/admin/parcels?tab=all&keyword=${RECEIVED}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Tải tem ZPL của kiện ${receivedParcel.Code}` }).click();
  const zpl = readFileSync(await (await download).path(), 'utf8');
  expect(zpl).toContain(`^FD>:${receivedParcel.Code}^FS`);
  expect(zpl).toContain('^CI28');

  // Printing opens the PDF in a frame off screen; the dialog itself is the browser's.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  const pdf = page.waitForResponse((response) =>
    response.url().includes(`/transports/${receivedParcel.Id}/label?format=pdf`),
  );
  await page.getByRole('button', { name: 'In tem' }).first().click();
  expect((await pdf).headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('iframe[title="Tem kiện"]')).toBeAttached();
});
