import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerCustomer } from './support/api.js';
import { dialog, loginThroughUi, submitLogin } from './support/ui.js';

/** Confirms the 'Xác thực' dialog (spec §8 default confirm title). */
async function confirm(page: Page) {
  const box = dialog(page, 'Xác thực');
  await box.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(box).toBeHidden();
}

async function expectBalance(page: Page, text: string) {
  await page.goto('/#/transaction/list');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText(text);
}

test('a deposit and a withdrawal move the balance once staff approve them', async ({
  browser,
  page,
  request,
}) => {
  // Two sessions, two requests each approved: a journey, timed like the others (23 s seen on a
  // loaded 2-core machine against the 30 s a single screen gets).
  test.setTimeout(60_000);
  const customer = await registerCustomer(request);
  await loginThroughUi(page, customer);

  // The customer asks to deposit 500.000 ₫ and gets the QR code and the transfer content.
  await page.goto('/#/transaction/deposit');
  await page.getByLabel('Số tiền nạp').fill('500000');
  await page.getByRole('button', { name: 'Tạo yêu cầu nạp tiền' }).click();
  await expect(page.locator('.ant-qrcode').locator('svg, canvas').first()).toBeVisible();
  const content = page.getByText(/^NAP KH\d+ \d+$/).first();
  await expect(content).toBeVisible();
  const transferContent = (await content.textContent())?.trim() ?? '';
  expect(transferContent).toMatch(/^NAP KH\d+ \d+$/);

  // Staff, in their own browser, land on the console's home, where the deposits queue waits, and
  // approve it from there.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await submitLogin(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/#\/admin\/home$/);
  const waiting = staff.getByRole('region', { name: 'Việc đang chờ' });
  await waiting.getByRole('link', { name: /Nạp tiền chờ duyệt/ }).click();
  await expect(staff).toHaveURL(/#\/admin\/deposits$/);
  const depositRow = staff.getByRole('row').filter({ hasText: transferContent });
  await expect(depositRow).toBeVisible();
  await depositRow.getByRole('button', { name: 'Duyệt' }).click();
  await expect(dialog(staff, 'Xác thực')).toContainText('500.000 ₫');
  await expect(dialog(staff, 'Xác thực')).toContainText(customer.email);
  await confirm(staff);
  await expect(depositRow.getByText('Đã duyệt')).toBeVisible();

  // The customer sees the money, the ledger row and the message.
  await expectBalance(page, '500.000 ₫');
  await expect(
    page.getByRole('table').getByText('Nạp tiền', { exact: true }).first(),
  ).toBeVisible();
  await page.goto('/#/message/list-messages');
  await expect(page.getByText(/Yêu cầu nạp tiền NT\d+ đã được duyệt/).first()).toBeVisible();

  // The customer withdraws 200.000 ₫.
  await page.goto('/#/transaction/withdrawal');
  await page.getByLabel('Số tiền rút').fill('200000');
  await page.getByLabel('Tên ngân hàng').fill('Vietcombank');
  await page.getByLabel('Số tài khoản').fill('0123456789');
  await page.getByLabel('Chủ tài khoản').fill('NGUYEN VAN A');
  await page.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
  await confirm(page);
  await expect(page.getByText(/Đã gửi yêu cầu rút tiền RT\d+/)).toBeVisible();

  // Staff approve it; the confirm names the amount to transfer.
  await staff.getByRole('menuitem', { name: 'Rút tiền chờ duyệt' }).click();
  const withdrawalRow = staff.getByRole('row').filter({ hasText: customer.email });
  await expect(withdrawalRow).toBeVisible();
  await withdrawalRow.getByRole('button', { name: 'Duyệt' }).click();
  await expect(dialog(staff, 'Xác thực')).toContainText('Số tiền cần chuyển: 200.000 ₫');
  await confirm(staff);
  await expect(withdrawalRow.getByText('Đã duyệt')).toBeVisible();
  await staffContext.close();

  await expectBalance(page, '300.000 ₫');
});
