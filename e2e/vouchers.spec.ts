import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatVnd, type FundAccountRow } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import { postSepay, sepayPayload } from './support/bank.js';
import { deskOf, staffMember } from './support/journeys.js';
import { dialog, settle, signInByLink } from './support/ui.js';

/**
 * An accountant's day at 1366 px (DESIGN §12): one accountant writes a payment from the cash box,
 * which waits for someone else (they cannot approve it themself); a second accountant finds it
 * from the console's home and approves it after the "Xác thực" question, and the cash box's balance moves by it; then the second opens the
 * bank reconciliation and downloads it as a workbook.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const AMOUNT = 1_500_000;

async function accountantPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInByLink(page, token);
  return page;
}

async function cashBalance(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/admin/fund-accounts', {
    headers: { authorization: `Bearer ${token}` },
  });
  const funds = (await response.json()) as FundAccountRow[];
  return funds.find((fund) => fund.Id === 0)?.Balance ?? NaN;
}

test('a payment written by one accountant is approved by another, then the day is reconciled', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const desk = deskOf(request, await tokenOf(request, ADMIN.email, ADMIN.password));
  const maker = await staffMember(desk, 'accountant');
  const checker = await staffMember(desk, 'accountant');
  const counterparty = `Xe tải Bằng Tường ${Date.now() % 100_000}`;

  // The first accountant writes the payment.
  const writer = await accountantPage(browser, maker.token);
  const before = await cashBalance(writer, maker.token);
  await writer.goto('/#/admin/vouchers');
  await settle(writer);
  await writer.getByRole('button', { name: 'Lập phiếu' }).click();
  const form = writer.locator('form#create-voucher');
  await form.getByText('Phiếu chi', { exact: true }).click();
  await form.getByLabel('Số tiền (₫)').fill(String(AMOUNT));
  await form.getByLabel('Quỹ').click();
  await writer
    .locator('.ant-select-dropdown:visible')
    .getByText(/^Quỹ tiền mặt/)
    .click();
  await form.getByLabel('Người nhận tiền').fill(counterparty);
  await form.getByLabel('Lý do').fill('Cước xe chở hàng từ Bằng Tường về Hà Nội');
  await writer.getByRole('dialog').getByRole('button', { name: 'Lập phiếu' }).click();
  await expect(writer.getByText(/Đã lập phiếu PC\d{6}, chờ người khác duyệt\./)).toBeVisible();
  const mine = writer.locator('.ant-table-row:visible').filter({ hasText: counterparty });
  await expect(mine).toContainText('Chờ người khác duyệt');
  await expect(mine.getByRole('button', { name: 'Duyệt' })).toHaveCount(0);
  expect(await cashBalance(writer, maker.token)).toBe(before);

  // The second accountant finds it from the console's home, among the work waiting, beside
  // today's money, and approves it.
  const approver = await accountantPage(browser, checker.token);
  await approver.goto('/#/admin');
  await expect(approver.getByRole('heading', { name: /Tổng quan/ })).toBeVisible();
  await expect(approver.getByText('Tiền về', { exact: true })).toBeVisible();
  await approver.getByRole('link', { name: /Phiếu thu chi chờ duyệt/ }).click();
  await expect(approver).toHaveURL(/#\/admin\/vouchers/);
  await settle(approver);
  const waiting = approver.locator('.ant-table-row:visible').filter({ hasText: counterparty });
  await waiting.getByRole('button', { name: 'Duyệt' }).click();
  const confirm = dialog(approver, 'Xác thực');
  await expect(confirm).toContainText(formatVnd(AMOUNT));
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(waiting).toHaveCount(0);
  expect(await cashBalance(approver, checker.token)).toBe(before - AMOUNT);
  await approver.getByRole('tab', { name: /Đã duyệt/ }).click();
  const approved = approver.locator('.ant-table-row:visible').filter({ hasText: counterparty });
  await expect(approved).toBeVisible();
  await expect(approved).toContainText('Duyệt: ');
  await approver.screenshot({ path: 'test-results/vouchers-1366.png' });

  // The day's bank reconciliation, with a transfer that names no deposit waiting unmatched, and
  // its workbook.
  await postSepay(
    request,
    sepayPayload({
      content: `CHUYEN TIEN KHONG RO ${Date.now()}`,
      amount: 245_000,
      accountNumber: '0011004123456',
    }),
  );
  await approver.goto('/#/admin/reports?tab=reconciliation');
  await settle(approver);
  await expect(approver.getByRole('heading', { name: 'Báo cáo' })).toBeVisible();
  // The unmatched money links to the queue where staff match it.
  await expect(approver.getByTitle('Mở danh sách giao dịch chưa khớp').first()).toBeVisible();
  await approver.screenshot({ path: 'test-results/reconciliation-1366.png', fullPage: true });
  const download = approver.waitForEvent('download');
  await approver
    .getByRole('button', { name: /Xuất Excel/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^doi-soat-ngan-hang-.*\.xlsx$/);
});
