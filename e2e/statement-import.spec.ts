import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, registerCustomer, tokenOf, type Customer } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { dialog, settle, signInByLink } from './support/ui.js';

/**
 * The bank statement import (DESIGN §4): staff see what every line will do before anything is
 * written, apply exactly that, and are told to preview again when the statement changed meanwhile.
 */

interface Deposit {
  Id: number;
  Code: string;
  TransferContent: string;
}

async function declareDeposit(
  request: APIRequestContext,
  customer: Customer,
  amount: number,
): Promise<Deposit> {
  const token = await tokenOf(request, customer.email, customer.password);
  const response = await request.post('/api/customer/deposit', {
    headers: { authorization: `Bearer ${token}` },
    data: { Amount: amount, BankAccountId: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Deposit;
}

test('staff preview a statement, apply it as previewed, and preview again after a change', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const credited = await declareDeposit(request, customer, 300_000);
  const approvedMeanwhile = await declareDeposit(request, customer, 450_000);
  const staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const csv = [
    'Ngày,Số tiền,Nội dung,Mã giao dịch',
    `22/11/2026,300000,Chuyển tiền ${credited.TransferContent},FT-E2E-${credited.Id}`,
    `22/11/2026,450000,${approvedMeanwhile.TransferContent},FT-E2E-${approvedMeanwhile.Id}`,
    '22/11/2026,90000,Thanh toán hóa đơn điện,FT-E2E-OTHER',
  ].join('\n');

  await signInByLink(page, staffToken);
  await page.goto('/#/admin/statement-import');
  await page.getByLabel('Nội dung sao kê (CSV)').fill(csv);
  await page.getByRole('button', { name: 'Xem trước' }).click();

  const preview = page.locator('.ant-card').filter({ hasText: 'Xem trước: chưa ghi nhận' });
  await expect(preview.getByText('2 dòng · 750.000 ₫')).toBeVisible();
  await expect(preview.getByRole('row', { name: /Chuyển tiền NAP/ })).toContainText('Nạp vào ví');
  await expect(preview.getByRole('row', { name: /hóa đơn điện/ })).toContainText(
    'Nội dung không ghi mã nạp tiền nào',
  );
  // accessibility.spec.ts sees the empty screen; the preview's table and totals are checked here.
  expect(await seriousViolations(page)).toEqual([]);

  // Meanwhile another member of staff approves the second deposit by hand.
  const approved = await request.put(`/api/admin/deposits/${approvedMeanwhile.Id}/approve`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(approved.ok()).toBe(true);
  await page.getByRole('button', { name: 'Ghi nhận' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  const refusal = dialog(page, 'Thông báo');
  await expect(refusal).toContainText('Sao kê đã thay đổi so với lúc xem trước');
  await refusal.getByRole('button', { name: 'Đóng' }).click();
  await expect(preview).toHaveCount(0);

  // Previewed again: the approved deposit's line now waits, and the first one still credits.
  await page.getByRole('button', { name: 'Xem trước' }).click();
  await expect(preview.getByText('1 dòng · 300.000 ₫')).toBeVisible();
  await expect(
    preview.getByRole('row', { name: new RegExp(approvedMeanwhile.Code) }),
  ).toContainText('Chờ xử lý');
  await page.getByRole('button', { name: 'Ghi nhận' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  const result = page.locator('.ant-card').filter({ hasText: 'Kết quả ghi nhận' });
  await expect(result.getByText('Đã nạp vào ví')).toBeVisible();
  await expect(result.getByText('1 dòng · 300.000 ₫')).toBeVisible();
  await settle(page);

  // Changing the statement clears what was shown.
  await page.getByLabel('Nội dung sao kê (CSV)').fill(`${csv}\n`);
  await expect(result).toHaveCount(0);
});
