import { expect, test, type Page } from '@playwright/test';
import { ADMIN, tokenOf, uniqueEmail } from './support/api.js';
import { deskOf, staffMember } from './support/journeys.js';
import { settle, signInByLink, storedConfig, submitLogin } from './support/ui.js';

/**
 * Staff roles in the console (DESIGN §12): an admin opens a warehouse worker's account for Kho Hà
 * Nội on the staff page; the worker's menu holds the pages of their areas only (shared
 * consoleAreas), #/admin lands on one of them, another desk's page says it is not for their role
 * without signing them out, and the Vietnamese warehouse they receive into is fixed. An
 * accountant's menu is the money desk's.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** `CONSOLE_SCREENSHOTS=<folder>`: the screens this walks through are also saved there. */
const SCREENSHOTS = process.env.CONSOLE_SCREENSHOTS;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu quản trị' });

/** The entries of the console's menu, by name (a queue's count after a name dropped). */
async function menuEntries(page: Page): Promise<string[]> {
  const entries = menu(page).getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  return (await entries.allTextContents()).map((name) => name.replace(/\d+$/, '').trim());
}

/** A select by its label (a required field's starts with its mark). */
const select = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });

/** Picks `option` in the select labelled `label` (antd draws its options in a floating list). */
async function choose(page: Page, label: string, option: string) {
  await select(page, label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

const WAREHOUSE_ENTRIES = [
  // The console's home is every desk's.
  'Tổng quan',
  // Reading orders is every desk's (consoleAreas.orders names the warehouse).
  'Đơn mua hộ',
  'Nhận hàng kho TQ',
  'Xuất kho TQ',
  'Bao hàng',
  'Nhận hàng kho VN',
  'Phiếu giao hàng',
  'Kiện hàng',
  'Kiện vô chủ',
  'Đơn ký gửi',
];

test('an admin opens a warehouse worker for Kho Hà Nội, who sees the warehouse desk only', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(LAPTOP);
  await signInByLink(page, await tokenOf(page.request, ADMIN.email, ADMIN.password));
  await page.goto('/#/admin/staff');
  const email = uniqueEmail('kho.hanoi');
  const password = 'Nhanvien@123';
  const form = page.locator('form#create-staff');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Họ tên').fill('Lê Văn Kho');
  await form.getByLabel('Số điện thoại').fill('0912 345 678');
  await form.getByLabel('Mật khẩu').fill(password);
  await choose(page, 'Vai trò', 'Kho');
  // A warehouse worker's warehouse: the Chinese one unless a Vietnamese one is chosen.
  await expect(select(page, 'Kho')).toBeVisible();
  await choose(page, 'Kho', 'Kho Hà Nội');
  await form.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByText(`Đã tạo tài khoản ${email}.`)).toBeVisible();
  const row = page.locator('.ant-table-row:visible').filter({ hasText: email });
  await expect(row).toContainText('Kho');
  await expect(row).toContainText('Kho Hà Nội');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/staff-page-1366.png` });

  // The worker, in their own browser, signs in through the login form.
  const context = await browser.newContext({ viewport: LAPTOP });
  const worker = await context.newPage();
  await submitLogin(worker, email, password);
  // They land on the console's home: their deliveries queue, no money.
  await expect(worker).toHaveURL(/#\/admin\/home$/);
  await expect(worker.getByRole('heading', { name: 'Không có quyền' })).toHaveCount(0);
  expect(await menuEntries(worker)).toEqual(WAREHOUSE_ENTRIES);
  await expect(worker.locator('header .ant-tag')).toHaveText('Kho');
  const waiting = worker.getByRole('region', { name: 'Việc đang chờ' });
  await expect(waiting.getByRole('link', { name: /Phiếu giao hàng chờ xử lý/ })).toBeVisible();
  await expect(waiting.getByRole('link')).toHaveCount(1);
  await expect(worker.getByRole('region', { name: 'Hôm nay' })).toHaveCount(0);
  await menu(worker).getByRole('menuitem', { name: 'Đơn mua hộ' }).click();
  await expect(worker).toHaveURL(/#\/admin\/orders$/);
  await settle(worker);
  // The board is read only for them: starting to buy is the buying desk's.
  await expect(worker.getByRole('tab', { name: /Cần mua/ })).toBeVisible();
  await expect(worker.getByRole('button', { name: /Bắt đầu mua/ })).toHaveCount(0);
  if (SCREENSHOTS) await worker.screenshot({ path: `${SCREENSHOTS}/warehouse-menu-1366.png` });

  await worker.goto('/#/admin');
  await expect(worker).toHaveURL(/#\/admin\/home$/);
  await expect(worker.getByRole('heading', { name: 'Không có quyền' })).toHaveCount(0);

  // Another desk's page: why it is not shown, and the worker stays signed in.
  await worker.goto('/#/admin/withdrawals');
  await expect(worker.getByRole('heading', { name: 'Không có quyền' })).toBeVisible();
  await expect(
    worker.getByText('Phần này của trang quản trị không dành cho vai trò Kho.'),
  ).toBeVisible();
  await expect(worker.getByRole('dialog')).toHaveCount(0);
  await expect(worker).toHaveURL(/#\/admin\/withdrawals$/);
  expect((await storedConfig(worker))?.token).toBeTruthy();
  await expect(menu(worker).getByRole('menuitem', { name: 'Bao hàng' })).toBeVisible();

  // Receiving in Vietnam: into Kho Hà Nội only, the choice fixed.
  await menu(worker).getByRole('menuitem', { name: 'Nhận hàng kho VN' }).click();
  await expect(worker).toHaveURL(/#\/admin\/warehouse\/receive-vietnam$/);
  const warehouse = worker.getByLabel('Kho nhận');
  await expect(warehouse).toBeDisabled();
  await expect(worker.locator('.ant-select-disabled')).toContainText('Kho Hà Nội');
  await expect(
    worker.getByText('Bạn làm ở Kho Hà Nội: chỉ nhận hàng vào kho của mình.'),
  ).toBeVisible();
  await expect(worker.getByLabel('Mã vận đơn')).toHaveAttribute(
    'placeholder',
    /nhận vào Kho Hà Nội$/,
  );
  if (SCREENSHOTS) await worker.screenshot({ path: `${SCREENSHOTS}/receive-vietnam-1366.png` });

  // On a phone the same entries open in the drawer.
  await worker.setViewportSize(PHONE);
  await worker.getByRole('button', { name: 'Mở menu' }).click();
  await expect(worker.getByRole('dialog').getByRole('menuitem').first()).toBeVisible();
  expect(await menuEntries(worker)).toEqual(WAREHOUSE_ENTRIES);
  if (SCREENSHOTS) await worker.screenshot({ path: `${SCREENSHOTS}/warehouse-menu-390.png` });
  await context.close();
});

test('an accountant sees the money desk and not the warehouse', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const desk = deskOf(page.request, await tokenOf(page.request, ADMIN.email, ADMIN.password));
  const accountant = await staffMember(desk, 'accountant');
  await signInByLink(page, accountant.token);
  await expect(page).toHaveURL(/#\/admin\/home$/);
  await expect(page.getByRole('region', { name: 'Hôm nay' }).getByText('Tiền về')).toBeVisible();
  const entries = await menuEntries(page);
  expect(entries).toEqual(
    expect.arrayContaining([
      'Nạp tiền chờ duyệt',
      'Giao dịch ngân hàng',
      'Rút tiền chờ duyệt',
      'Nhập sao kê',
      'Khách hàng',
      'Nhật ký thao tác',
    ]),
  );
  // Nothing of the warehouse's, nor of the administration's.
  for (const name of [...WAREHOUSE_ENTRIES.slice(2), 'Nhân viên', 'Cài đặt', 'Tỷ giá']) {
    expect(entries).not.toContain(name);
  }
  await expect(page.locator('header .ant-tag')).toHaveText('Kế toán');
  await page.goto('/#/admin/warehouse/receive-china');
  await expect(page.getByRole('heading', { name: 'Không có quyền' })).toBeVisible();
  await expect(
    page.getByText('Phần này của trang quản trị không dành cho vai trò Kế toán.'),
  ).toBeVisible();
});
