import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

/**
 * Issue 22: depositing from the phone that shows the QR code. The customer cannot scan their own
 * screen, so the framed VietQR card can be saved as a picture (for the banking app's "Quét ảnh
 * QR") or a banking app opened with the transfer filled in; the code has a text alternative, and
 * the page promises only what the server does (this run's server has SePay's key: confirmed
 * automatically; the by-hand wording is the web unit test's).
 */

test.use({ viewport: { width: 390, height: 844 } });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

test('a deposit on a phone: the framed QR saves as a picture and opens a banking app', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await loginThroughUi(page, await registerCustomer(request));
  await page.goto('/#/transaction/deposit');
  await page.getByLabel('Số tiền nạp').fill('500000');
  await page.getByRole('button', { name: 'Tạo yêu cầu nạp tiền' }).click();

  // The code, in its VietQR / NAPAS 247 frame, says what it is to a screen reader.
  const request_ = page.getByTestId('deposit-request');
  const code = request_.getByRole('img', { name: /^Mã VietQR chuyển 500\.000 ₫ đến / });
  await expect(code).toBeVisible();
  const label = (await code.getAttribute('aria-label')) ?? '';
  const [, bankName, accountNumber, content] =
    /đến (.+), số tài khoản (\d+) \(.+\), nội dung (NAP KH\d+ \d+)$/.exec(label) ?? [];
  expect(bankName).toBe('Vietcombank');
  const card = request_.getByTestId('deposit-qr-card');
  await expect(card).toContainText('VietQR');
  await expect(card).toContainText('NAPAS 247');
  await expect(card).toContainText(`Số TK: ${accountNumber}`);
  await expect(card).toContainText('500.000 ₫');
  await expect(card).toContainText(`Nội dung: ${content}`);
  const requestCode = /NT\d+/.exec((await request_.locator('.ant-card-head').textContent()) ?? '');
  expect(requestCode).not.toBeNull();

  // "Lưu ảnh QR": the framed card as a PNG, named for the request.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    request_.getByRole('button', { name: 'Lưu ảnh QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`nap-tien-${requestCode![0]}.png`);
  const png = readFileSync(await download.path());
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // IHDR: 960 px wide (the card at twice its size), and taller than wide (the details under it).
  expect(png.readUInt32BE(16)).toBe(960);
  expect(png.readUInt32BE(20)).toBeGreaterThan(960);
  await expect(page.getByText('Đã lưu ảnh mã QR')).toBeVisible();
  await expect(request_.getByText(/chọn “Quét ảnh QR”/)).toBeVisible();

  // A banking app, opened with the company account, the amount and the content filled in.
  const apps = request_.getByTestId('bank-app-links');
  await expect(apps.getByText('Mở ứng dụng ngân hàng')).toBeVisible();
  await expect(apps).toContainText('kiểm tra lại số tiền và nội dung chuyển khoản');
  const href = (await apps.getByRole('link', { name: 'Techcombank' }).getAttribute('href')) ?? '';
  const link = new URL(href);
  expect(`${link.origin}${link.pathname}`).toBe('https://dl.vietqr.io/pay');
  expect(link.searchParams.get('app')).toBe('tcb');
  expect(link.searchParams.get('ba')).toBe(`${accountNumber}@vcb`);
  expect(link.searchParams.get('am')).toBe('500000');
  expect(link.searchParams.get('tn')).toBe(content);
  await expect(apps.getByRole('link')).toHaveCount(8);

  // The amount copies as digits, with the toast.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await request_
    .locator('.ant-descriptions .ant-typography')
    .filter({ hasText: '500.000 ₫' })
    .getByRole('button')
    .click();
  await expect(page.locator('.ant-message')).toContainText('Đã sao chép');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('500000');

  // The promise this server keeps: SePay is configured here.
  await expect(request_.getByTestId('deposit-confirmation')).toHaveText(
    'Chuyển khoản đúng nội dung được xác nhận tự động trong khoảng 1 phút; nếu quá 15 phút chưa thấy, hãy gọi hotline 1900 6868.',
  );

  // Nothing wider than the phone; no serious accessibility violation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // On a laptop: the code beside the details, no banking-app list (nothing to open there).
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(apps).toBeHidden();
  const cardBox = (await card.boundingBox())!;
  const details = (await request_.locator('.ant-descriptions').boundingBox())!;
  expect(details.x).toBeGreaterThanOrEqual(cardBox.x + cardBox.width);
  expect(details.y).toBeLessThan(cardBox.y + cardBox.height);
  await expect(code).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
