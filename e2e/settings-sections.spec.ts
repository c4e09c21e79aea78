import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, tokenOf } from './support/api.js';
import { fieldError, settle, signInByLink } from './support/ui.js';

/**
 * Issue 22: the owner edits the settings one section at a time. The shipping section shows one
 * band table per destination warehouse; a price saved there is on the public price page at once;
 * a band that leaves a gap is refused with its row named; the section stays in the address; no
 * section is a wall of fields, and on a phone the tables scroll inside their card.
 */

const HANOI = 'Kho Hà Nội';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands. */
async function seriousViolations(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

interface ShippingPrices {
  WarehouseId: number;
  Tiers: Array<{ Min: number; Max: number; Value: number }>;
}

const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}`,
});

// The prices this spec changes go back as they were, for the specs that bill with them.
let seeded: ShippingPrices[] = [];
test.beforeAll(async ({ request }) => {
  const answer = await request.get('/api/admin/settings', { headers: await adminHeaders(request) });
  seeded = ((await answer.json()) as { ShippingPrices: ShippingPrices[] }).ShippingPrices;
});
test.afterAll(async ({ request }) => {
  const saved = await request.put('/api/admin/settings', {
    headers: await adminHeaders(request),
    data: { ShippingPrices: seeded },
  });
  expect(saved.status()).toBe(200);
});

async function openSettings(page: Page, tab?: string) {
  await signInByLink(page, await tokenOf(page.request, ADMIN.email, ADMIN.password));
  await page.goto(`/#/admin/settings${tab ? `?tab=${tab}` : ''}`);
  await settle(page);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the owner changes Hà Nội's price per kg and customers see it at once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openSettings(page);
    await expect(page.getByRole('tab', { name: 'Tỷ giá & đặt cọc', selected: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // No section is a wall of fields.
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, (await tab.textContent()) ?? '').toBeLessThan(2_500);
    }

    await page.getByRole('tab', { name: 'Phí vận chuyển theo kho' }).click();
    await expect(page).toHaveURL(/\?tab=shipping$/);
    const price = page.getByLabel(`${HANOI}: Giá (₫/kg), dòng 1`);
    await expect(price).toHaveValue('31.000');
    await expect(page.getByLabel('Kho TP. Hồ Chí Minh: Giá (₫/kg), dòng 1')).toHaveValue('39.000');
    // The open band shows "Đến" empty.
    await expect(page.getByLabel(`${HANOI}: Đến (kg), dòng 3`)).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    await price.fill('33500');
    await expect(page.getByText('Chưa lưu', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Leaving the section with the change unsaved asks first; staying keeps it.
    await page.getByRole('tab', { name: 'Kiểm đếm' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'thay đổi chưa lưu' });
    await expect(question).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Hủy' }).click();
    await expect(page).toHaveURL(/\?tab=shipping$/);
    await expect(price).toHaveValue('33.500');

    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(page.getByText('Đã lưu "Phí vận chuyển theo kho"')).toBeVisible();
    await expect(page.getByText('Chưa lưu', { exact: true })).toHaveCount(0);

    await page.reload();
    await settle(page);
    await expect(
      page.getByRole('tab', { name: 'Phí vận chuyển theo kho', selected: true }),
    ).toBeVisible();
    await expect(page.getByLabel(`${HANOI}: Giá (₫/kg), dòng 1`)).toHaveValue('33.500');

    // A band that leaves a gap after 10 kg is refused with its row named, and nothing is sent.
    await page.getByLabel(`${HANOI}: Từ (kg), dòng 2`).fill('12');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(
      fieldError(page, 'Dòng 2: "Từ" phải là 10 (bằng "Đến" của dòng trên, không hở, không chồng)'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The public price page, as a visitor who is not signed in.
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await visitor.goto('/#/prices');
    const hanoi = visitor.locator('.ant-card').filter({ hasText: `Cước vận chuyển về ${HANOI}` });
    await expect(hanoi.getByText('33.500 ₫ / kg')).toBeVisible();
    await expect(hanoi.getByText('31.000 ₫ / kg')).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the band tables scroll inside their card, not the page', async ({ page }) => {
    await openSettings(page, 'shipping');
    await expect(page.getByLabel(`${HANOI}: Giá (₫/kg), dòng 1`)).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Phí mua hàng' }).click();
    await expect(page.getByLabel('Phí mua hàng: Phí (%), dòng 1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
