import { expect, test, type Page } from '@playwright/test';
import { postSepay, sepayPayload } from './support/bank.js';
import { registerCustomer } from './support/api.js';
import { loginThroughUi, submitLogin } from './support/ui.js';

/**
 * Deposits confirmed by a bank notification (DESIGN §4, automatic confirmation): the customer's
 * screen follows without a reload; a transfer matching nothing waits for staff in the console.
 */

const ADMIN = { email: 'admin@e2e.test', password: 'Admin@12345' };

/**
 * When `testId` first shows, by the page's clock (the machine's, as the test's): a watcher set in
 * the page, so the time is not rounded to the test runner's polling.
 */
async function watchFor(page: Page, testId: string) {
  await page.evaluate((id) => {
    const box = window as unknown as { e2eShownAt?: Record<string, number> };
    box.e2eShownAt ??= {};
    const seen = () => {
      if (box.e2eShownAt![id] === undefined && document.querySelector(`[data-testid="${id}"]`)) {
        box.e2eShownAt![id] = Date.now();
      }
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
  }, testId);
}
const shownAt = (page: Page, testId: string) =>
  page.evaluate(
    (id) => (window as unknown as { e2eShownAt?: Record<string, number> }).e2eShownAt?.[id],
    testId,
  );

/** Set in the page: still there later means the page was never loaded again. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}
async function expectSamePage(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true),
  ).toBe(true);
}

test('a SePay notification confirms the deposit on the open screen, without a reload', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await loginThroughUi(page, customer);

  await page.goto('/#/transaction/deposit');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 ₫');
  await page.getByLabel('Số tiền nạp').fill('350000');
  await page.getByRole('button', { name: 'Tạo yêu cầu nạp tiền' }).click();

  // What the customer reads to make the transfer: the content and the company account.
  const request_ = page.getByTestId('deposit-request');
  const content = request_.getByText(/^NAP KH\d+ \d+$/).first();
  await expect(content).toBeVisible();
  const transferContent = (await content.textContent())?.trim() ?? '';
  const accountRow = request_.getByRole('row', { name: /Số tài khoản/ });
  const accountNumber = /\d{6,}/.exec((await accountRow.textContent()) ?? '')?.[0] ?? '';
  expect(accountNumber).not.toBe('');
  await expect(request_.getByTestId('deposit-waiting')).toBeVisible();
  await expect(
    request_.getByText('Chuyển khoản đúng nội dung được xác nhận tự động trong khoảng 1 phút', {
      exact: false,
    }),
  ).toBeVisible();
  await markPage(page);
  await watchFor(page, 'deposit-confirmed');

  // The bank tells SePay, SePay tells us: the content as banks write it (their reference first).
  await postSepay(
    request,
    sepayPayload({
      content: `MBVCB.1234567.${transferContent.replace(/ /g, '')}.CT tu 0123456789`,
      amount: 350_000,
      accountNumber,
    }),
  );
  const answered = Date.now();

  await expect(request_.getByTestId('deposit-confirmed')).toBeVisible();
  const shown = await shownAt(page, 'deposit-confirmed');
  expect(shown).toBeDefined();
  // The alert that appears carries the amount and the new balance (checked below).
  console.log(
    `webhook answered → approved with the new balance on screen: ${shown! - answered} ms`,
  );
  await expect(request_.getByText('Đã duyệt', { exact: true })).toBeVisible();
  await expect(request_.getByTestId('deposit-confirmed')).toContainText('Đã nhận 350.000 ₫');
  await expect(request_.getByTestId('deposit-confirmed')).toContainText('Số dư mới: 350.000 ₫');
  await expect(page.getByTestId('wallet-balance')).toHaveText('350.000 ₫');
  await expect(page.getByText(/Đã nhận 350\.000 ₫ \(yêu cầu NT\d+\)/)).toBeVisible();
  // The list below shows the request approved too.
  await expect(
    page.getByRole('row').filter({ hasText: transferContent }).getByText('Đã duyệt'),
  ).toBeVisible();
  await expectSamePage(page);
});

test('staff assign a transfer that matched nothing to its customer, or return one', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, two queue actions and the customer's sign-in: past 30 s on a busy CI machine.
  test.setTimeout(60_000);
  const customer = await registerCustomer(request);
  const unique = Date.now().toString(36).toUpperCase();
  // Sent to the seed's first company account (Vietcombank), without the deposit's content.
  const account = '0011004123456';
  await postSepay(
    request,
    sepayPayload({
      content: `CHUYEN TIEN ${unique} NAP VI`,
      amount: 120_000,
      accountNumber: account,
    }),
  );
  await postSepay(
    request,
    sepayPayload({ content: `CHUYEN NHAM ${unique}`, amount: 75_000, accountNumber: account }),
  );

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await submitLogin(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/#\/admin\/home$/);
  await staff.getByRole('menuitem', { name: /Giao dịch ngân hàng/ }).click();
  await expect(staff.getByRole('heading', { name: 'Giao dịch ngân hàng' })).toBeVisible();

  // The transfer waits under "Chưa khớp" with its amount and content.
  const row = staff.getByRole('row').filter({ hasText: `CHUYEN TIEN ${unique} NAP VI` });
  await expect(row).toContainText('120.000 ₫');
  await expect(row).toContainText('Chưa khớp');
  await row.getByRole('button', { name: 'Gán cho khách hàng' }).click();

  const assign = staff.getByRole('dialog').filter({ hasText: 'Gán giao dịch cho khách hàng' });
  await assign.getByLabel('Tìm khách hàng').fill(customer.email);
  await assign.getByRole('button', { name: 'Tìm' }).click();
  const found = assign.getByRole('row').filter({ hasText: customer.email });
  await found.click();
  await expect(assign).toContainText('Cộng 120.000 ₫ vào ví của');
  await assign.getByRole('button', { name: 'Gán và cộng tiền' }).click();
  await expect(assign).toBeHidden();
  await expect(staff.getByText(/Đã cộng 120\.000 ₫ vào ví khách hàng KH\d+/)).toBeVisible();
  await expect(row).toBeHidden();

  // Under "Đã khớp" it names the deposit made for it.
  await staff.getByRole('tab', { name: /^Đã khớp/ }).click();
  await expect(
    staff.getByRole('row').filter({ hasText: `CHUYEN TIEN ${unique} NAP VI` }),
  ).toContainText(/NT\d+/);

  // The other one was a mistake: returned, with the reason kept.
  await staff.getByRole('tab', { name: /Chưa khớp/ }).click();
  const mistake = staff.getByRole('row').filter({ hasText: `CHUYEN NHAM ${unique}` });
  await mistake.getByRole('button', { name: 'Trả lại' }).click();
  const giveBack = staff.getByRole('dialog').filter({ hasText: 'Trả lại giao dịch' });
  await giveBack.getByLabel('Lý do').fill('Khách chuyển nhầm, đã hoàn lại qua ngân hàng');
  await giveBack.getByRole('button', { name: 'Trả lại' }).click();
  await expect(giveBack).toBeHidden();
  await staff.getByRole('tab', { name: /^Đã trả lại/ }).click();
  await expect(staff.getByRole('row').filter({ hasText: `CHUYEN NHAM ${unique}` })).toContainText(
    'Lý do: Khách chuyển nhầm',
  );
  await staffContext.close();

  // The customer has the money.
  await loginThroughUi(page, customer);
  await page.goto('/#/transaction/list');
  await expect(page.getByTestId('wallet-balance')).toHaveText('120.000 ₫');
});
