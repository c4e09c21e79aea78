import { expect, test } from '@playwright/test';
import { registerCustomer } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

test.use({ viewport: { width: 390, height: 844 } });

// spec §2 "Layout" on a phone: the sidebar becomes a drawer and nothing overflows sideways.
test('the dashboard fits a phone screen', async ({ page, request }) => {
  await loginThroughUi(page, await registerCustomer(request));

  const menu = page.getByRole('navigation', { name: 'Menu chính' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Trang chủ' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The four figures sit two by two: side by side in a row, the second row under the first.
  const cards = ['Tỷ giá (1 ¥)', 'Số dư ví', 'Giỏ hàng', 'Chờ thanh toán'].map((label) =>
    page.locator('.ant-card').filter({ has: page.getByText(label, { exact: true }) }),
  );
  for (const card of cards) await expect(card).toBeVisible();
  const [rate, balance, cart, waiting] = (await Promise.all(
    cards.map((card) => card.boundingBox()),
  )) as { x: number; y: number; width: number; height: number }[];
  expect(balance!.y).toBeCloseTo(rate!.y, 0);
  expect(balance!.x).toBeGreaterThanOrEqual(rate!.x + rate!.width);
  expect(cart!.x).toBeCloseTo(rate!.x, 0);
  expect(cart!.y).toBeGreaterThanOrEqual(rate!.y + rate!.height);
  expect(waiting!.y).toBeCloseTo(cart!.y, 0);
  expect(waiting!.x + waiting!.width).toBeLessThanOrEqual(390);

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

// Issue 12: the inbox panel and the menu's brand stay whole on a phone.
test('the inbox panel and the menu title fit a phone screen', async ({ page, request }) => {
  await loginThroughUi(page, await registerCustomer(request));
  await page.getByRole('button', { name: /Thông báo/ }).click();
  const heading = page.getByText(/Bạn có \d+ thông báo/);
  await expect(heading).toBeVisible();
  const panel = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Mở menu' }).click();
  const name = page.locator('.ant-drawer-title .brand-logo__text');
  await expect(name).toBeVisible();
  // The whole name shows: its text is not cut short by the title's width.
  expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
});

// The price page's customer levels: one block per level on a phone, no table scrolling sideways.
test('the customer levels of the price page read without scrolling sideways', async ({ page }) => {
  await page.goto('/#/prices');
  const levels = page.locator('.ant-card').filter({ hasText: 'Cấp khách hàng' }).last();
  await expect(levels.getByText('VIP1', { exact: true })).toBeVisible();
  await expect(levels.locator('.ant-table')).toHaveCount(0);
  const vip1 = levels.locator('.ant-descriptions').filter({ hasText: 'VIP1' });
  await expect(vip1.getByText('Đặt cọc')).toBeVisible();
  await expect(vip1.getByText('50.000.000 ₫')).toBeVisible();
  const box = (await levels.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
