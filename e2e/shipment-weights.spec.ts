import { expect, test, type Page } from '@playwright/test';
import { DeliveryStatus, OrderShipStatus, formatVnd } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import {
  consignmentIn,
  deskOf,
  fundedCustomer,
  slipOf,
  type JourneyCustomer,
} from './support/journeys.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * Issue 22, item 4, where it was found (1366 px) and on a phone (390 px): a consignment of three
 * parcels weighing 12,4 kg charged together, one of them charged its volumetric weight. The
 * customer reads which weight each parcel is charged and why, the shipping line is the sum of the
 * parcels' fees, and the printed slip's rows add up to its total.
 */

const run = Date.now().toString(36).toUpperCase();
/** 1,35 kg in a 40×30×20 cm box (4 kg by volume), 5,2 kg and 3,2 kg: 12,4 kg charged. */
const PARCELS = [
  { code: `SW${run}A`, kg: 1.35, size: [40, 30, 20] },
  { code: `SW${run}B`, kg: 5.2, size: [0, 0, 0] },
  { code: `SW${run}C`, kg: 3.2, size: [20, 20, 10] },
];

let customer: JourneyCustomer;
let staffToken: string;
let consignment: { id: number; code: string };
let slipCode: string;
let volumetricParcelId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await fundedCustomer(desk, 5_000_000);
  consignment = await consignmentIn(desk, customer, OrderShipStatus.NoTrackingNumber);
  const staff = { method: 'POST' as const, token: staffToken };
  for (const parcel of PARCELS) {
    await desk.call({
      method: 'POST',
      url: `/api/ordership/addtransportcode/${consignment.id}`,
      token: customer.token,
      body: { TransportCode: parcel.code },
    });
  }
  for (const parcel of PARCELS) {
    await desk.call({
      ...staff,
      url: '/api/admin/transports/receive-china',
      body: {
        TransportCode: parcel.code,
        Weight: parcel.kg,
        Length: parcel.size[0],
        Width: parcel.size[1],
        Height: parcel.size[2],
      },
    });
  }
  await desk.call({
    ...staff,
    url: '/api/admin/transports/ship',
    body: { TransportCodes: PARCELS.map((parcel) => parcel.code) },
  });
  for (const parcel of PARCELS) {
    await desk.call({
      ...staff,
      url: '/api/admin/transports/receive-vietnam',
      body: { TransportCode: parcel.code, WarehouseId: 1 },
    });
  }
  const listed = await desk.call<{ Items: { Id: number }[] }>({
    url: `/api/order/transports?transportCode=${PARCELS[0]!.code}`,
    token: customer.token,
  });
  volumetricParcelId = listed.Items[0]!.Id;
  slipCode = (await slipOf(desk, customer, [consignment.code], DeliveryStatus.Pending)).code;
});

/** `WEIGHTS_SCREENSHOTS=<folder>`: each checked screen is also saved there, to be looked at. */
const SCREENSHOTS = process.env.WEIGHTS_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** "120.000 ₫" → 120000. */
const vnd = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** "12,40 kg" → 12400 (grams, so sums are exact). */
const grams = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 1000);

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The consignment's page: each parcel's formula, and the shipping line equal to their sum. */
async function checkConsignment(page: Page, width: number) {
  await page.goto(`/#/order-ship/${consignment.id}`);
  const formulas = page.getByText(/ kg \(.+\) × [\d.]+ ₫ \(giá bậc 10–30 kg theo tổng 12,40 kg/);
  await expect(formulas).toHaveCount(3);
  await expect(
    page.getByText(
      '4,00 kg (cân quy đổi 40×30×20 cm ÷ 6.000; cân thực 1,35 kg) × 30.000 ₫ (giá bậc 10–30 kg theo tổng 12,40 kg của đơn ký gửi) = 120.000 ₫',
    ),
  ).toBeVisible();
  const fees = (await formulas.allTextContents()).map((text) =>
    vnd(/= ([\d.]+ ₫)/.exec(text)![1]!),
  );
  const sum = fees.reduce((total, fee) => total + fee, 0);
  expect(sum).toBe(372_000);
  const line = page
    .locator('.ant-collapse-header')
    .filter({ hasText: 'Phí vận chuyển về Việt Nam' });
  await expect(line).toContainText(formatVnd(sum));
  await line.click();
  await expect(page.getByText('3 kiện, tổng 12,40 kg, giá bậc 10–30 kg')).toBeVisible();
  await settle(page);
  await expectNoOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, `consignment-${width}`);
}

/** The parcel list (the three of them), then the volumetric one's page: its weights, named. */
async function checkParcel(page: Page, width: number) {
  await page.goto(`/#/transport/list?code=${consignment.code}`);
  for (const parcel of PARCELS) await expect(page.getByText(parcel.code).first()).toBeVisible();
  await expect(page.getByText(/cân quy đổi 40×30×20 cm ÷ 6\.000; cân thực 1,35 kg/)).toBeVisible();
  await settle(page);
  await expectNoOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, `parcels-${width}`);

  await page.goto(`/#/transport/${volumetricParcelId}`);
  await expect(page.getByText('Cân thực tế')).toBeVisible();
  await expect(page.getByText('1,35 kg', { exact: true })).toBeVisible();
  await expect(page.getByText(/^4,00 kg/).first()).toBeVisible();
  await expect(
    page.getByText(/theo cân quy đổi; số lớn nhất giữa cân thực, cân quy đổi/),
  ).toBeVisible();
  await settle(page);
  await expectNoOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, `parcel-${width}`);
}

/** The printed slip (print media, the dialog stubbed): the charged rows add up to its total. */
async function checkSlip(page: Page, width: number) {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInByLink(page, staffToken);
  await page.goto(`/#/admin/deliveries?keyword=${slipCode}`);
  await expect(page.getByText(slipCode).first()).toBeVisible();
  await page.getByRole('button', { name: 'In phiếu' }).first().click();
  await page.emulateMedia({ media: 'print' });
  const slip = page.locator('.delivery-slip');
  await expect(slip).toBeVisible();
  const parcelRows = slip.locator('table').nth(1).locator('tbody tr');
  await expect(parcelRows).toHaveCount(PARCELS.length + 2);
  const charged: number[] = [];
  for (let index = 0; index < PARCELS.length; index++) {
    const cells = parcelRows.nth(index).locator('td');
    await expect(cells.nth(2)).toHaveText(PARCELS[index]!.code);
    await expect(cells.nth(4)).toHaveText(`${PARCELS[index]!.kg.toFixed(2).replace('.', ',')} kg`);
    charged.push(grams(await cells.nth(5).innerText()));
  }
  expect(charged).toEqual([4_000, 5_200, 3_200]);
  const total = parcelRows.nth(PARCELS.length).locator('th');
  await expect(total.nth(0)).toHaveText('Tổng cộng: 3 kiện');
  expect(grams(await total.nth(2).innerText())).toBe(charged.reduce((sum, g) => sum + g, 0));
  await expect(slip.locator('thead th').nth(5)).toHaveText('Cân tính phí');
  await shoot(page, `slip-${width}`);
  await page.emulateMedia({ media: 'screen' });
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('the customer reads each parcel’s charged weight and why, summed in the shipping line', async ({
      page,
    }) => {
      await signInByLink(page, customer.token);
      await checkConsignment(page, width);
      await checkParcel(page, width);
    });

    test('the printed slip’s rows add up to its total', async ({ page }) => {
      await checkSlip(page, width);
    });
  });
}
