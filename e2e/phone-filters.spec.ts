import { expect, test, type Page } from '@playwright/test';
import { fund, registerCustomer } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The open date panel lies wholly on the screen. */
async function expectPanelOnScreen(page: Page) {
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

/** Opens a day picker by its placeholder and picks today in its panel. */
async function pickToday(page: Page, placeholder: string) {
  await page.getByPlaceholder(placeholder).click();
  await expectPanelOnScreen(page);
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  await panel.locator('.ant-picker-cell-today').click();
  await expect(page.getByPlaceholder(placeholder)).not.toHaveValue('');
}

// Issue 12: on a phone the date filter of every list opens a panel that stays on the screen, and
// the chosen days reach the list.
test('the date filters of the lists stay on a phone screen and filter', async ({
  page,
  request,
}) => {
  // Three lists, each opened, filtered and searched: more than one page's default time.
  test.setTimeout(90_000);
  const customer = await registerCustomer(request);
  await fund(request, customer, 250_000);
  await loginThroughUi(page, customer);

  for (const route of ['/transaction/list', '/order', '/delivery/list-request']) {
    await page.goto(`/#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Folded on a phone: the rows come first, the filters behind one button.
    await expect(page.getByPlaceholder('Từ ngày')).toBeHidden();
    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    await pickToday(page, 'Từ ngày');
    await pickToday(page, 'Đến ngày');
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(/from=\d{2}%2F\d{2}%2F\d{4}.*end=\d{2}%2F\d{2}%2F\d{4}/);
    // The search folds them again and the button counts the two dates in use.
    await expect(page.getByPlaceholder('Từ ngày')).toBeHidden();
    await expect(page.getByRole('button', { name: /Bộ lọc\s*2/ })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  }

  // Today's deposit is found with today's dates.
  await page.goto('/#/transaction/list');
  await page.getByRole('button', { name: 'Bộ lọc' }).click();
  await pickToday(page, 'Từ ngày');
  await pickToday(page, 'Đến ngày');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByText('250.000 ₫').first()).toBeVisible();
});
