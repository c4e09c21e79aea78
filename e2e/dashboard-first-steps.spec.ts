import { expect, test } from '@playwright/test';
import { fund, registerCustomer } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

// Issue 12: a new customer is told what to do first, every figure opens its screen, and nothing
// unfinished (a missing extension link) is shown.
test('a new customer sees the first steps and figures that open their screens', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await loginThroughUi(page, customer);

  const steps = page.locator('.ant-card').filter({ hasText: 'Bắt đầu mua hàng' });
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Nạp tiền vào ví' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Thêm sản phẩm vào giỏ hàng' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Xem bảng giá dịch vụ' })).toBeVisible();
  await expect(page.getByText('Chưa có đường dẫn tải tiện ích')).toHaveCount(0);

  await steps.getByRole('link', { name: 'Nạp tiền vào ví' }).click();
  await expect(page).toHaveURL(/#\/transaction\/deposit/);

  // Funded, the first step is ticked; the wallet figure opens the ledger.
  await fund(request, customer, 100_000);
  await page.goto('/#/dashboard');
  await page.reload();
  await expect(steps.locator('.ant-steps-item-finish')).toHaveCount(1);
  await page.getByRole('link', { name: /Số dư ví/ }).click();
  await expect(page).toHaveURL(/#\/transaction\/list/);
  await page.goto('/#/dashboard');
  await page
    .getByRole('link', { name: /Giỏ hàng/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/order\/cart/);
});
