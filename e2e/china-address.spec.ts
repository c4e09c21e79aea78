import { expect, test } from '@playwright/test';
import { apiLogin, registerCustomer } from './support/api.js';
import { signInByLink } from './support/ui.js';

/**
 * A consignment customer is shown where to have the shop send the goods: the Chinese warehouse
 * of the destination they pick, in Chinese, with their shipping mark, and one copy button — on a
 * laptop and on a phone (issue 24).
 */

for (const width of [1366, 390]) {
  test(`the Chinese warehouse address with the customer’s mark, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await registerCustomer(request);
    const token = await apiLogin(request, customer);
    const { Code } = (await (
      await request.get('/api/customer/userinfo', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { Code: string };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInByLink(page, token);
    await page.goto('/#/transport/create');

    const card = page.getByRole('region', { name: 'Địa chỉ kho Trung Quốc' });
    await expect(card.getByText(`HANGTQ ${Code}`).first()).toBeVisible();
    await expect(card.getByText(/广东省广州市/)).toBeVisible();
    await card.getByRole('button', { name: 'Sao chép' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`收货人: 阿明 HANGTQ ${Code}`);
    expect(copied).toContain(`(HANGTQ ${Code})`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await card.screenshot({ path: test.info().outputPath(`china-address-${width}.png`) });
  });
}
