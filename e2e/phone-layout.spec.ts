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

  // The three figures stack: same left edge, each below the previous one.
  const cards = ['Tỷ giá (1 ¥)', 'Số dư ví', 'Giỏ hàng'].map((label) =>
    page.locator('.ant-card').filter({ has: page.getByText(label, { exact: true }) }),
  );
  for (const card of cards) await expect(card).toBeVisible();
  const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
  for (let i = 1; i < boxes.length; i += 1) {
    const above = boxes[i - 1]!;
    const below = boxes[i]!;
    expect(below.x).toBeCloseTo(above.x, 0);
    expect(below.y).toBeGreaterThanOrEqual(above.y + above.height);
  }

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
