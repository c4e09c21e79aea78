import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { ADMIN, tokenOf } from './support/api.js';
import { deskOf, newCustomer, type JourneyCustomer } from './support/journeys.js';
import { signInByLink } from './support/ui.js';

/**
 * Issue 22 item 6 at 1366 px, where the walk found each: no raw value reaches a screen — the price
 * list's open last band, a shop's name on a cart, a customer's level in the console, the table's
 * select-all box named in Vietnamese — and an address typed without `#` opens the app, not JSON.
 */

const LAPTOP = { width: 1366, height: 800 };

let staffToken: string;
let customer: JourneyCustomer;

test.use({ viewport: LAPTOP });

test.beforeAll(async ({ request }) => {
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await newCustomer(desk);
  await desk.call({
    method: 'POST',
    url: '/api/order/addtocart',
    token: customer.token,
    body: {
      ShopName: 'Shop Pinduoduo',
      Site: 'pinduoduo',
      ProductName: 'Cốc sứ',
      PriceCNY: 12.5,
      Quantity: 1,
    },
  });
});

test('an address without # opens the portal, not the API’s JSON', async ({ page }) => {
  const response = await page.goto('/dashboard');
  expect(response?.headers()['content-type']).toContain('text/html');
  // Signed out, the app takes the visitor on to its login screen.
  await expect(page).toHaveURL(/\/#\/login/);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
});

test('the price list names its open last band by where it starts', async ({ page }) => {
  await page.goto('/#/prices');
  await expect(page.getByText('Trên 100.000.000 ₫').first()).toBeVisible();
  await expect(page.getByText('100.000.001')).toHaveCount(0);
});

test('a cart shows the shop’s site by its name', async ({ page }) => {
  await signInByLink(page, customer.token);
  await page.goto('/#/order/cart');
  await expect(page.getByText('Shop Pinduoduo')).toBeVisible();
  await expect(page.getByText('Pinduoduo', { exact: true })).toBeVisible();
  await expect(page.getByText('pinduoduo', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the console shows a customer’s level by name and names its select-all box', async ({
  page,
}) => {
  await signInByLink(page, staffToken);
  await page.goto(`/#/admin/customers?keyword=${customer.code}`);
  const row = page.getByRole('row').filter({ hasText: customer.code });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Thường', exact: true })).toBeVisible();

  // A table with a select-all box: the order board's, read by a screen reader in Vietnamese.
  await page.goto('/#/admin/orders');
  await expect(page.getByRole('checkbox', { name: 'Chọn tất cả' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
