import { expect, test, type Page } from '@playwright/test';
import { OrderState } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import {
  complaintOn,
  deskOf,
  fundedCustomer,
  orderIn,
  type JourneyCustomer,
  type JourneyGoods,
} from './support/journeys.js';
import { dialog, settle, signInByLink } from './support/ui.js';

/**
 * A complaint refunded shows on the order (issue 22, items 3 and 6): staff answer it in the
 * console with a refund typed as money is read (150.000), and the customer's order then has a
 * "Hoàn tiền khiếu nại" line, its total and paid amount lower by the refund, nothing owed again,
 * the complaint with its amounts, and fee notes in Vietnamese formats ("¥100,00 × 3.650 ₫").
 * Found at 1366 px; the customer's screens are checked at 390 px too.
 */

test.describe.configure({ mode: 'serial' });

const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

let staffToken: string;
let customer: JourneyCustomer;
let order: JourneyGoods;
let complaint: { id: number; code: string };
/** The order's figures before the refund, as the API answers them. */
let before: { TotalAmount: number; PaidAmount: number };

const vnd = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)} ₫`;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await fundedCustomer(desk, 5_000_000);
  order = await orderIn(desk, customer, OrderState.Paid, 'Shop hoàn tiền');
  complaint = await complaintOn(desk, customer, order, {
    content: 'Thiếu 1 áo gió màu xanh',
    requestAmount: 150_000,
  });
  before = await desk.call({
    url: `/api/order/getorderdetails/${order.id}`,
    token: customer.token,
  });
});

/** The refund line and the bill's figures in the "Chi phí" card. */
async function expectRefundedBill(page: Page) {
  const costs = page.locator('.ant-card').filter({ hasText: 'Chi phí' });
  const figure = (label: string) =>
    costs.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(costs.getByText('Hoàn tiền khiếu nại')).toBeVisible();
  await expect(costs.getByText('-150.000 ₫', { exact: true })).toBeVisible();
  await expect(figure('Tổng tiền')).toHaveText(vnd(before.TotalAmount - 150_000));
  await expect(figure('Đã thanh toán')).toHaveText(vnd(before.PaidAmount - 150_000));
  // Nothing is owed again, as before the refund.
  await expect(figure('Còn phải trả')).toHaveText('0 ₫');
}

/** The order's complaint card: the amounts asked and refunded, read as money. */
async function expectComplaintCard(page: Page) {
  const card = page.locator('.ant-card').filter({ hasText: complaint.code });
  await expect(card.getByText('Đề nghị hoàn 150.000 ₫')).toBeVisible();
  await expect(card.getByText('Đã hoàn 150.000 ₫ vào ví')).toBeVisible();
  await expect(card.getByText('Đã giải quyết')).toBeVisible();
}

test('staff refund a complaint in the console with the amount typed as money', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInByLink(page, staffToken);
  await page.goto('/#/admin/complaints');
  await settle(page);
  await page.getByRole('searchbox', { name: 'Tìm' }).fill(complaint.code);
  await page.getByRole('searchbox', { name: 'Tìm' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: complaint.code });
  await expect(row.getByText('Đề nghị hoàn 150.000 ₫')).toBeVisible();
  await row.getByRole('button', { name: 'Giải quyết' }).click();

  const answer = dialog(page, `Giải quyết khiếu nại ${complaint.code}`);
  await expect(answer.getByText('Khách đề nghị 150.000 ₫')).toBeVisible();
  await answer.getByLabel('Trả lời khách hàng').fill('Shop xác nhận thiếu 1 áo, hoàn tiền áo');
  const refund = answer.getByLabel('Hoàn vào ví (₫)');
  await refund.pressSequentially('150000');
  await expect(refund).toHaveValue('150.000');
  expect(await seriousViolations(page)).toEqual([]);
  await answer.getByRole('button', { name: 'Giải quyết' }).click();
  await expect(page.getByText(`Đã giải quyết ${complaint.code}`)).toBeVisible();

  await page.getByRole('tab', { name: /Đã giải quyết/ }).click();
  await expect(
    page.getByRole('row').filter({ hasText: complaint.code }).getByText('Đã hoàn 150.000 ₫'),
  ).toBeVisible();

  // The order's desk page shows the refund as a line of its costs, and the complaint.
  await page.goto(`/#/admin/orders/${order.id}`);
  await settle(page);
  await expectRefundedBill(page);
  await expectComplaintCard(page);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`the customer's order shows the refund and money in Vietnamese formats at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInByLink(page, customer.token);
    await page.goto(`/#/order/${order.id}`);
    await settle(page);
    await expectRefundedBill(page);
    await expectComplaintCard(page);

    // The goods line explains its đồng as money is read: yuan with a comma, the rate grouped.
    await page.getByRole('button', { name: /Tiền hàng/ }).click();
    await expect(page.getByText('¥100,00 × 3.650 ₫', { exact: true })).toBeVisible();

    const sentence = `Hoàn 150.000 ₫ cho khiếu nại ${complaint.code} vào ví`;
    await expect(
      page.locator('.ant-card').filter({ hasText: 'Lịch sử đơn hàng' }).getByText(sentence),
    ).toBeVisible();
    await expect(
      page
        .locator('.ant-card')
        .filter({ hasText: 'Thông báo về đơn' })
        .getByText(`Đã hoàn 150.000 ₫ cho đơn hàng ${order.code} vào ví.`),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/#/order/complaints');
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: complaint.code });
    await expect(row.getByText('Đề nghị hoàn 150.000 ₫')).toBeVisible();
    await expect(row.getByText('Đã hoàn 150.000 ₫ vào ví')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
