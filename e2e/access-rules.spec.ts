import { expect, test } from '@playwright/test';
import { apiLogin, registerCustomer } from './support/api.js';
import { STORAGE_KEY, loginThroughUi, storedConfig } from './support/ui.js';

// spec §2 "Access rules".
test.describe('signed out', () => {
  for (const path of ['/#/dashboard', '/#/user/user-info', '/#/transaction/deposit', '/']) {
    test(`${path} leads to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    });
  }
});

test.describe('signed in', () => {
  for (const path of ['/#/login', '/#/register']) {
    test(`${path} redirects to the dashboard`, async ({ page, request }) => {
      await loginThroughUi(page, await registerCustomer(request));
      await page.goto(path);
      await expect(page).toHaveURL(/#\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    });
  }
});

test.describe('login link with a token', () => {
  test('a valid token signs in and opens the dashboard', async ({ page, request }) => {
    const token = await apiLogin(request, await registerCustomer(request));
    await page.goto(`/#/login?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    expect((await storedConfig(page))?.token).toBe(token);
  });

  test('a garbage token stays on the login page with a message', async ({ page }) => {
    await page.goto('/#/login?token=garbage');
    await expect(page.getByText('Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn.')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });
});
