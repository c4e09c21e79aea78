import { expect, test } from '@playwright/test';
import { OrderState } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import {
  deskOf,
  fundedCustomer,
  orderIn,
  type JourneyCustomer,
  type JourneyGoods,
} from './support/journeys.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * Kiểm đếm (DESIGN §11) at 1366 px: staff count an order in the Chinese warehouse with one coat
 * missing; the customer's order shows the counted figures in red and the complaint prepared for
 * them, which they send in one click; staff then find it waiting in their complaints queue.
 */

test.describe.configure({ mode: 'serial' });

const LAPTOP = { width: 1366, height: 800 };

let staffToken: string;
let customer: JourneyCustomer;
let order: JourneyGoods;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await fundedCustomer(desk, 5_000_000);
  order = await orderIn(desk, customer, OrderState.InChinaWarehouse, 'Shop kiểm đếm', {
    isInspection: true,
    items: [
      { ProductName: 'Áo gió', PriceCNY: 50, Quantity: 2 },
      { ProductName: 'Mũ len', PriceCNY: 20, Quantity: 3 },
    ],
  });
});

test('staff count a shortfall and the customer sends the prepared complaint in one click', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(LAPTOP);
  await signInByLink(page, staffToken);
  await page.goto(`/#/admin/orders/${order.id}`);
  const card = page.locator('.ant-card').filter({ hasText: 'Lưu kiểm đếm' });
  const coat = card.getByRole('spinbutton', { name: 'Số lượng kiểm đếm Áo gió' });
  await expect(coat).toHaveValue('2');
  await coat.fill('1');
  await coat.press('Tab');
  await page.keyboard.type('Thiếu 1 áo');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Đã lưu kiểm đếm đơn ${order.code}`)).toBeVisible();
  await expect(card.getByText(/Đã kiểm đếm lúc \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  const portal = await browser.newPage({ viewport: LAPTOP });
  await signInByLink(portal, customer.token);
  await portal.goto(`/#/order/${order.id}`);
  await settle(portal);
  const shortfall = portal.getByRole('alert').filter({ hasText: 'Kho đếm thiếu hàng' });
  await expect(shortfall).toBeVisible();
  await expect(shortfall.getByText(/Áo gió: thiếu 1 \(cần 2, kho đếm được 1\)/)).toBeVisible();
  // 1 coat × ¥50 × 3.650 ₫.
  await expect(shortfall.getByText('182.500 ₫')).toBeVisible();
  const items = portal.locator('.ant-card').filter({ hasText: 'Đã nhận' });
  await expect(items.getByText('Thiếu 1 áo')).toBeVisible();
  await shortfall.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(portal.getByText(/Đã gửi khiếu nại KN\d+/)).toBeVisible();
  await expect(shortfall).toBeHidden();
  const complaints = portal.locator('.ant-card').filter({ hasText: 'Khiếu nại' });
  await expect(complaints.getByText('Chờ xử lý')).toBeVisible();
  await portal.close();

  // Staff find it waiting in the default tab of their queue.
  await page.goto('/#/admin/complaints');
  await settle(page);
  await expect(page.getByRole('row').filter({ hasText: order.code })).toBeVisible();
});
