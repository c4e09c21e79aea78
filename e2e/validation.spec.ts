import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/api.js';
import { dialog, fieldError, fieldErrors } from './support/ui.js';

// spec §5: errors appear only after the first submit attempt, and an invalid form is not sent.
test.describe('login form', () => {
  test('shows errors only after the first submit, then live', async ({ page }) => {
    await page.goto('/#/login');
    const userName = page.getByLabel('Tên đăng nhập');
    const password = page.getByLabel('Mật khẩu', { exact: true });

    await userName.fill('someone');
    await userName.fill('');
    await password.fill('abc');
    await password.fill('');
    await userName.blur();
    await expect(fieldErrors(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(fieldError(page, 'Tên đăng nhập chưa nhập')).toBeVisible();
    await expect(fieldError(page, 'Mật khẩu chưa nhập')).toBeVisible();

    await password.fill('abc');
    await expect(fieldError(page, 'Mật khẩu phải trên 6 và không quá 100 ký tự')).toBeVisible();
    await expect(fieldError(page, 'Mật khẩu chưa nhập')).toHaveCount(0);
  });
});

test.describe('register form', () => {
  test('an invalid form shows its errors and sends nothing', async ({ page }) => {
    const registerPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/account/register')) {
        registerPosts.push(request.url());
      }
    });

    await page.goto('/#/register');
    await page.getByLabel('Email').fill(uniqueEmail('khongkhop'));
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Matkhau@123');
    await page.getByLabel('Nhập lại mật khẩu').fill('Matkhau@999');
    await page.getByLabel('Số điện thoại').fill('0901234567');
    await page.getByLabel('Kho nhận hàng').click();
    await page.getByTitle('Kho Hà Nội').click();
    await expect(fieldErrors(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(fieldError(page, 'Nhập lại mật khẩu')).toBeVisible();

    await page.getByLabel('Email').fill('khong-phai-email');
    await expect(fieldError(page, 'Email bạn nhập chưa đúng')).toBeVisible();
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(fieldError(page, 'Email bạn nhập chưa đúng')).toBeVisible();
    await expect(fieldError(page, 'Nhập lại mật khẩu')).toBeVisible();

    await expect(page).toHaveURL(/#\/register$/);
    expect(registerPosts).toEqual([]);
  });
});

test.describe('forgot-password modal', () => {
  test('requires an email, then shows the server answer', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    const modal = dialog(page, 'Quên mật khẩu');
    await expect(modal).toBeVisible();

    await modal.getByRole('button', { name: 'Gửi' }).click();
    await expect(fieldError(page, 'Tên đăng nhập email')).toBeVisible();

    await modal.getByLabel('Email').fill(uniqueEmail('quenmatkhau'));
    await modal.getByRole('button', { name: 'Gửi' }).click();
    const alert = dialog(page, 'Thông báo');
    await expect(alert).toContainText('Chúng tôi đã gửi đường dẫn đổi mật khẩu');
    await expect(modal).toBeHidden();
  });
});
