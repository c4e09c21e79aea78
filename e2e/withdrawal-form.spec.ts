import { expect, test } from '@playwright/test';
import { fund, registerCustomer, tokenOf } from './support/api.js';
import { loginThroughUi } from './support/ui.js';

// Issue 12: the withdrawal form refuses more than may be withdrawn by itself — with the server's
// sentence, before any confirmation is asked and before anything is sent — on a phone as well.
for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`refuses an amount above what is available before any confirmation (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await registerCustomer(request);
    await fund(request, customer, 300_000);
    await loginThroughUi(page, customer);
    await page.goto('/#/transaction/withdrawal');
    await expect(page.getByText('Có thể rút tối đa 300.000 ₫')).toBeVisible();

    const withdrawals: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/customer/withdrawal')) {
        withdrawals.push(sent.url());
      }
    });
    await page.getByLabel('Số tiền rút').fill('300001');
    // The bank is picked from the list, found without diacritics by its full name.
    await page.getByLabel('Tên ngân hàng').fill('ngoai thuong');
    await page.getByText('Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam').click();
    await expect(page.getByLabel('Tên ngân hàng')).toHaveValue('Vietcombank');
    await page.getByLabel('Số tài khoản').fill('0123456789');
    await page.getByLabel('Chủ tài khoản').fill('NGUYEN VAN A');
    await page.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
    await expect(
      page.getByText(
        'Số tiền rút vượt quá số dư có thể rút (300.000 ₫: số dư trừ các yêu cầu rút đang chờ duyệt).',
      ),
    ).toBeVisible();
    await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
    expect(withdrawals).toEqual([]);

    // What is available is accepted: the confirmation comes, and the request is made.
    await page.getByLabel('Số tiền rút').fill('300000');
    await page.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('300.000 ₫');
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page.getByText(/Đã gửi yêu cầu rút tiền RT\d+/)).toBeVisible();
    expect(withdrawals).toHaveLength(1);

    // The account just used is offered next time, and one click fills it.
    await page.getByRole('checkbox', { name: /Vietcombank · 0123456789 · NGUYEN VAN A/ }).click();
    await expect(page.getByLabel('Số tài khoản')).toHaveValue('0123456789');
    await expect(page.getByLabel('Chủ tài khoản')).toHaveValue('NGUYEN VAN A');

    const token = await tokenOf(request, customer.email, customer.password);
    const listed = await request.get('/api/customer/getwithdrawals', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await listed.json()) as { Total: number }).Total).toBe(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
  });
}
