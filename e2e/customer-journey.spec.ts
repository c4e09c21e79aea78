import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/api.js';
import { dialog, submitLogin } from './support/ui.js';

// One customer's first day: register, look around, edit the profile, change the password.
test('a new customer registers, edits the profile, changes the password and logs back in', async ({
  page,
}) => {
  // A dozen screens in one story: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('hanhtrinh');
  const oldPassword = 'Matkhau@123';
  const newPassword = 'Matkhau@456';

  await test.step('register through the form', async () => {
    await page.goto('/#/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(oldPassword);
    await page.getByLabel('Nhập lại mật khẩu').fill(oldPassword);
    await page.getByLabel('Số điện thoại').fill('0901234567');
    await page.getByLabel('Kho nhận hàng').click();
    await page.getByTitle('Kho Hà Nội').click();
    // spec §2: the chosen warehouse's description shows under the select.
    await expect(page.getByText(/Nhận hàng tại Số 18 Phố Huế/)).toBeVisible();
    await page.getByRole('checkbox', { name: /Tôi đồng ý với/ }).check();
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByText('Bạn đăng ký thành công.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
  });

  await test.step('log in and see the dashboard', async () => {
    await submitLogin(page, email, oldPassword);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    // Registered without a name, the customer is asked for it; this one puts it off for now.
    await dialog(page, 'Bạn tên là gì?').getByRole('button', { name: 'Để sau' }).click();
    await expect(dialog(page, 'Bạn tên là gì?')).toBeHidden();
    // Money is printed as vi-VN whole đồng: '3.650 ₫'.
    const rate = page.locator('.ant-card').filter({ hasText: 'Tỷ giá (1 ¥)' });
    await expect(rate.getByText('3.650 ₫', { exact: true })).toBeVisible();
    const wallet = page.locator('.ant-card').filter({ hasText: 'Số dư ví' });
    await expect(wallet.getByText('0 ₫', { exact: true })).toBeVisible();
  });

  await test.step('the inbox holds the welcome message', async () => {
    const inbox = page.getByRole('button', { name: 'Thông báo: 1 chưa đọc' });
    await expect(inbox).toBeVisible();
    await expect(inbox.locator('.ant-badge-count')).toHaveAttribute('title', '1');
    await inbox.click();
    await expect(page.getByText('Bạn có 1 thông báo')).toBeVisible();
    await expect(page.getByText(/Chào mừng bạn đến với dịch vụ/)).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('edit the personal information', async () => {
    await page.goto('/#/user/user-info');
    await expect(page.getByRole('heading', { name: 'Thông tin cá nhân' })).toBeVisible();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    await page.getByLabel('Họ tên').fill('Nguyễn Văn Thử');
    await page.getByLabel('Số điện thoại').fill('0987654321');
    await page.getByLabel('Địa chỉ').fill('12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(page.getByText('Cập nhật thông tin thành công.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chỉnh sửa' })).toBeVisible();
    await expect(page.getByText('Nguyễn Văn Thử', { exact: true })).toBeVisible();
    await expect(page.getByText('0987654321', { exact: true })).toBeVisible();
    await expect(
      page.getByText('12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội', { exact: true }),
    ).toBeVisible();
    // The header names the account by its user name (the email), not the full name.
    await expect(page.getByRole('button', { name: 'Tài khoản' })).toContainText(email);
  });

  await test.step('change the password', async () => {
    await page.goto('/#/user/change-password');
    await page.getByLabel('Mật khẩu hiện tại').fill(oldPassword);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Bạn đã đổi mật khẩu thành công.')).toBeVisible();
  });

  await test.step('log out through the user menu', async () => {
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Đăng xuất' }).click();
    const confirm = dialog(page, 'Xác thực');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  await test.step('the old password is refused', async () => {
    await submitLogin(page, email, oldPassword);
    const alert = dialog(page, 'Thông báo');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    await alert.getByRole('button', { name: 'Đóng' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  await test.step('the new password works', async () => {
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
  });
});
