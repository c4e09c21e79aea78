import { expect, test } from '@playwright/test';
import { ADMIN, registerCustomer } from './support/api.js';
import { dialog, submitLogin } from './support/ui.js';

test('staff view a customer portal read-only in a new tab and stay signed in to the console', async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request);
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin\/home$/);

  await page.getByRole('menuitem', { name: 'Khách hàng' }).click();
  const search = page.getByRole('searchbox');
  await search.fill(customer.email);
  await search.press('Enter');
  await page.getByRole('row').filter({ hasText: customer.email }).click();

  const [view] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Xem như khách hàng' }).click(),
  ]);
  await expect(view).toHaveURL(/#\/dashboard$/);
  await expect(view.getByText(/chỉ xem, mọi thay đổi đều bị chặn/)).toBeVisible();
  await expect(view.getByText(customer.email).first()).toBeVisible();

  // A change through the view is refused with a message, and the view stays open.
  await view.goto('/#/user/change-password');
  await view.getByLabel('Mật khẩu hiện tại').fill(customer.password);
  await view.getByLabel('Mật khẩu mới', { exact: true }).fill('matkhau999');
  await view.getByLabel('Nhập lại mật khẩu mới').fill('matkhau999');
  await view.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(dialog(view, 'Thông báo')).toContainText('chỉ xem');
  await dialog(view, 'Thông báo').getByRole('button', { name: 'Đóng' }).click();
  await expect(view).toHaveURL(/#\/user\/change-password$/);

  // The staff member's own tab is still the console after a reload.
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Nạp tiền chờ duyệt' })).toBeVisible();
});
