import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, registerCustomer, tokenOf } from './support/api.js';
import { dialog, signInByLink } from './support/ui.js';
import { receiveInChina } from './support/warehouse.js';

/**
 * The warehouse's journey at 1366 px (DESIGN §11): a parcel is received and weighed on the China
 * screen and its label prints as the weight is saved; a bag for Kho Hà Nội is opened, three
 * parcels scanned in and an unclaimed one refused at the scan with its sentence, closed with its
 * weight, shipped whole, then received in Vietnam where two of its three parcels are scanned and
 * the third shows as missing. (Counting with a shortfall: counting.spec; the hand-over with its
 * proof: shipping.spec; a complaint photo from a phone: photos.spec.)
 */

test.use({ viewport: { width: 1366, height: 900 } });

const run = String(Date.now() % 1_000_000).padStart(6, '0');
const PARCELS = [`BG${run}A1`, `BG${run}B2`, `BG${run}C3`];
const UNCLAIMED = `BG${run}UC`;

async function staffPost(request: APIRequestContext, url: string, data: object) {
  const token = await tokenOf(request, ADMIN.email, ADMIN.password);
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ Id: number; Code: string }>;
}

let codes: string[];

test.beforeAll(async ({ request }) => {
  const customer = await registerCustomer(request);
  const token = await apiLogin(request, customer);
  const created = await request.post('/api/ordership/createordership', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      WarehouseId: 1,
      TransportCodes: PARCELS,
      Items: [{ ProductName: 'Ấm siêu tốc', Quantity: 3, PriceCNY: 60 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  codes = ['']; // codes[i] is PARCELS[i]'s (then the unclaimed one's) code
  // The first parcel is received on the screen, in the test.
  for (const code of [...PARCELS.slice(1), UNCLAIMED]) {
    const parcel = await staffPost(request, '/api/admin/transports/receive-china', {
      TransportCode: code,
      Weight: 1.4,
      Length: 30,
      Width: 20,
      Height: 10,
    });
    codes.push(parcel.Code);
  }
});

test('a parcel is weighed with its label, bagged, shipped whole and checked in Vietnam', async ({
  page,
  request,
}) => {
  // A whole warehouse day in one test: received, labelled, bagged, shipped, checked on arrival.
  test.setTimeout(120_000);
  await signInByLink(page, await tokenOf(request, ADMIN.email, ADMIN.password));

  // Received in China with "print the label after saving" on: the label comes as the weight is
  // saved (the browser's print dialog itself is stubbed), and the scanner is ready again.
  await page.goto('/#/admin/warehouse/receive-china');
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('checkbox', { name: 'Tự in tem sau khi lưu' }).check();
  const label = page.waitForResponse((response) => /\/label\?format=pdf$/.test(response.url()));
  await receiveInChina(page, PARCELS[0]!, '1,4');
  const pdf = await label;
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('iframe[title="Tem kiện"]')).toBeAttached();

  await page.goto('/#/admin/bags');
  await page.getByRole('button', { name: 'Tạo bao' }).click();
  await page.getByLabel('Kho đích ở Việt Nam').click();
  await page.getByTitle('Kho Hà Nội').click();
  await dialog(page, 'Tạo bao mới').getByRole('button', { name: 'Tạo bao' }).click();

  const scan = page.getByLabel('Quét mã kiện hoặc mã vận đơn');
  await expect(scan).toBeFocused();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Bao BAO\d{6,}$/);
  const bagCode = (await heading.textContent())!.replace('Bao ', '');

  // The first by its tracking number, the second by the code on its label.
  await scan.fill(PARCELS[0]!);
  await scan.press('Enter');
  await expect(page.getByText('Đang đóng bao: 1 kiện · 1,40 kg')).toBeVisible();
  await scan.fill(codes[1]!);
  await scan.press('Enter');
  await expect(page.getByText('Đang đóng bao: 2 kiện · 2,80 kg')).toBeVisible();
  // An unclaimed parcel is refused at the scan, with why; the cursor stays for the next.
  await scan.fill(UNCLAIMED);
  await scan.press('Enter');
  await expect(page.getByText(`${UNCLAIMED}: không cho vào bao`)).toBeVisible();
  await expect(
    page.getByText(`Kiện ${codes[3]} là kiện vô chủ, chưa biết kho đích`).first(),
  ).toBeVisible();
  await expect(scan).toBeFocused();
  await scan.fill(PARCELS[2]!.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByText('Đang đóng bao: 3 kiện · 4,20 kg')).toBeVisible();

  await page.getByRole('button', { name: 'Đóng bao' }).click();
  const weight = page.getByLabel('Cân nặng bao (kg)');
  await weight.fill('4,35');
  await weight.press('Enter');
  await expect(page.getByText('Đã đóng', { exact: true })).toBeVisible();
  await expect(page.getByText('4,35 kg')).toBeVisible();

  await page.getByRole('button', { name: 'Xuất kho' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Đang vận chuyển', { exact: true })).toBeVisible();

  await page.goto('/#/admin/warehouse/receive-vietnam');
  await page.getByLabel('Kho nhận').click();
  await page.getByTitle('Kho Hà Nội').click();
  const receive = page.getByLabel('Mã vận đơn');
  await receive.fill(bagCode);
  await receive.press('Enter');
  const check = page.getByRole('region', { name: `Kiểm bao ${bagCode}` });
  await expect(check.getByText('Còn thiếu 3 kiện')).toBeVisible();
  for (const code of PARCELS.slice(0, 2)) {
    await receive.fill(code);
    await receive.press('Enter');
    await expect(receive).toHaveValue('');
  }
  await expect(check.getByText('Còn thiếu 1 kiện')).toBeVisible();
  await expect(check.getByText(codes[2]!, { exact: true })).toBeVisible();
  await expect(check.getByText('2/3')).toBeVisible();
});
