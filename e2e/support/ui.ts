import { expect, type Locator, type Page } from '@playwright/test';
import type { Customer } from './api.js';

/** spec §3: the session lives in this storage key. */
export const STORAGE_KEY = 'user.configs';

/** Fills and sends the login form; does not check where it lands. */
export async function submitLogin(page: Page, userName: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('Tên đăng nhập').fill(userName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Logs in through the login screen and waits for the dashboard. */
export async function loginThroughUi(page: Page, customer: Customer) {
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
}

/**
 * Signs in through a login link (#/login?token=…) and waits for the screen it leads to: the
 * dashboard for a customer, a console screen for staff. The link signs in and then reloads the app
 * on its home screen (spec §2); a page opened before that reload is done is left again by it, so
 * this waits for the reloaded document, not only for the address.
 */
export async function signInByLink(page: Page, token: string) {
  await page.goto(`/#/login?token=${encodeURIComponent(token)}`);
  await expect
    .poll(() =>
      page
        .evaluate(() => {
          const [entry] = performance.getEntriesByType('navigation');
          return (entry as PerformanceNavigationTiming | undefined)?.type;
        })
        // The reload may be under way: its document answers on the next try.
        .catch(() => undefined),
    )
    .toBe('reload');
  await expect(page).toHaveURL(/#\/(dashboard|admin\/.+)$/);
}

/** The stored session, parsed (null when signed out). */
export async function storedConfig(page: Page): Promise<{ token?: string } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { token?: string }) : null;
}

/** An alert or confirm dialog (spec §8) with the given title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title });
}

/** Every form-field error line on the page (antd marks them with this class, no ARIA role). */
export function fieldErrors(page: Page): Locator {
  return page.locator('.ant-form-item-explain-error');
}

/** The form-field error line that reads exactly `text`. */
export function fieldError(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return fieldErrors(page).filter({ hasText: new RegExp(`^${escaped}$`) });
}

/**
 * Waits until the screen has its data: no spinner, no skeleton, no loading bar. antd's motions
 * need no waiting: the tests ask for reduced motion (playwright.config.ts), which the portal honours.
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .loading-bar'),
    null,
    { timeout: 15_000 },
  );
}
