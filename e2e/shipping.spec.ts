import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, fund, registerCustomer, tokenOf, type Customer } from './support/api.js';
import { fillDeliveryAddress } from './support/address.js';
import { expectImageLoaded, pngFile } from './support/photos.js';
import { dialog, loginThroughUi, signInByLink } from './support/ui.js';
import { receiveInChina, receiveInVietnam, shipOut } from './support/warehouse.js';

/**
 * The whole shipping journey on a fresh database: a purchase order bought and shipped by the shop,
 * a consignment with its own tracking number, both weighed in China, shipped and received in
 * Vietnam by scan; the customer asks for delivery paying what is still owed, staff deliver, and
 * the messages and the wallet say so. Seed prices: rate 3.650, Hà Nội 31.000 ₫/kg.
 */

const ORDER_PARCEL = 'SF8001001';
const CONSIGNMENT_PARCEL = 'YT8002002';

/** An order of ¥200 (730.000 ₫ + 3 % = 751.900 ₫), its 70 % deposit paid, bought and shipped. */
async function orderShippedByTheShop(request: APIRequestContext, customer: Customer) {
  const headers = {
    authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}`,
  };
  await request.post('/api/order/addtocart', {
    headers,
    data: {
      ShopName: 'Shop Giày Quảng Châu',
      ProductName: 'Giày chạy bộ',
      ProductLink: 'https://item.taobao.com/item.htm?id=7001234567',
      PriceCNY: 100,
      Quantity: 2,
    },
  });
  const carts = (await (await request.get('/api/order/getcarts', { headers })).json()) as {
    Items: { Id: number }[];
  };
  const ordered = await request.put(`/api/order/orderbuy/${carts.Items[0]!.Id}`, { headers });
  const orderId = ((await ordered.json()) as { Orders: { Id: number }[] }).Orders[0]!.Id;
  const deposit = await request.post('/api/order/updateorderdeposit', {
    headers,
    data: { Ids: [orderId] },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const staff = { authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}` };
  const step = (action: string, data?: object) =>
    request.put(`/api/admin/orders/${orderId}/${action}`, { headers: staff, data });
  expect((await step('start-buying')).ok()).toBe(true);
  const detail = (await (
    await request.get(`/api/order/getorderdetails/${orderId}`, { headers })
  ).json()) as { Items: { Id: number }[] };
  const bought = await step('bought', {
    ShopOrderNumber: '3301-778899',
    InlandShippingCNY: 0,
    Items: detail.Items.map((item) => ({ Id: item.Id, PriceCNY: 100, QuantityBought: 2 })),
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  expect((await step('shop-shipped', { TransportCodes: [ORDER_PARCEL] })).ok()).toBe(true);
}

/** The page fits the screen: nothing makes the whole page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a consignment and a purchase order travel to Vietnam and are delivered, paid from the wallet', async ({
  browser,
  page,
  request,
}) => {
  // The longest journey of the suite: two browsers, a dozen screens.
  test.setTimeout(180_000);
  const started = Date.now();
  const customer = await registerCustomer(request);
  await fund(request, customer, 3_000_000);
  await orderShippedByTheShop(request, customer);

  // The customer registers a consignment with its own tracking number.
  await loginThroughUi(page, customer);
  await page.goto('/#/transport/create');
  await page.getByLabel(/^Mã vận đơn/).fill(CONSIGNMENT_PARCEL);
  await page.getByLabel(/^Mã vận đơn/).press('Enter');
  await page.getByLabel('Tên sản phẩm').fill('Giày thể thao tự mua');
  await page.getByLabel('Số lượng').fill('2');
  await page.getByLabel('Giá (¥)').fill('100');
  await page.getByRole('button', { name: 'Tạo đơn ký gửi' }).click();
  await expect(page).toHaveURL(/#\/order-ship\/\d+$/);
  await expect(page.getByText('Chờ về kho TQ').first()).toBeVisible();
  await expect(page.getByText(CONSIGNMENT_PARCEL).first()).toBeVisible();

  // The warehouses, in the console: weigh both in China, ship them, receive them in Hà Nội.
  const desk = await (await browser.newContext()).newPage();
  const staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  await signInByLink(desk, staffToken);
  await receiveInChina(desk, ORDER_PARCEL, '2');
  await expect(desk.getByText('2,00 kg · 62.000 ₫')).toBeVisible();
  await receiveInChina(desk, CONSIGNMENT_PARCEL, '1,5');
  await expect(desk.getByText('1,50 kg · 46.500 ₫')).toBeVisible();
  await shipOut(desk, [ORDER_PARCEL, CONSIGNMENT_PARCEL]);
  await receiveInVietnam(desk, [ORDER_PARCEL, CONSIGNMENT_PARCEL], 'Kho Hà Nội');

  // Every parcel with its weights and fee formula.
  await page.goto('/#/transport/list');
  await expect(
    page.getByText(
      '1,50 kg (cân thực) × 31.000 ₫ (giá bậc 0–10 kg theo tổng 1,50 kg của đơn ký gửi) = 46.500 ₫',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      '2,00 kg (cân thực) × 31.000 ₫ (giá bậc 0–10 kg theo tổng 2,00 kg của đơn) = 62.000 ₫',
    ),
  ).toBeVisible();

  // Delivery: both are chosen; what is owed is the order's rest (751.900 + 62.000 − 526.330 =
  // 287.570 ₫) and the consignment's shipping (46.500 ₫).
  await page.goto('/#/delivery/transport-request-delivery');
  await page.getByLabel('Người nhận').fill('Nguyễn Thị Lan');
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await fillDeliveryAddress(page, {
    province: ['ha noi', 'Thành phố Hà Nội'],
    ward: ['cua nam', 'Phường Cửa Nam'],
    street: '18 Lý Thường Kiệt',
  });
  await page.getByRole('button', { name: 'Tạo phiếu giao và thanh toán 334.070 ₫' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/#\/delivery\/list-request\?keyword=PGH\d+/);
  const slipCode = /keyword=(PGH\d+)/.exec(page.url())![1]!;
  await expect(page.getByText(slipCode).first()).toBeVisible();
  await expect(page.getByText('Chờ xử lý').first()).toBeVisible();

  // Staff take the slip out and hand it over.
  await desk.goto('/#/admin/deliveries');
  const slipRow = desk.getByRole('row', { name: new RegExp(slipCode) });
  await slipRow.getByRole('button', { name: 'Bắt đầu giao' }).click();
  await dialog(desk, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(desk.getByText(`Phiếu ${slipCode} đang giao`)).toBeVisible();
  // Taken out, the slip stays on the queue's first tab ("Cần xử lý") until it is handed over.
  await desk
    .getByRole('row', { name: new RegExp(slipCode) })
    .getByRole('button', { name: 'Đã giao' })
    .click();
  // Proof of delivery: who took the goods, the customer's receiver unless someone else signs.
  const handOver = dialog(desk, `Giao xong phiếu ${slipCode}`);
  await expect(handOver.getByLabel('Người nhận hàng')).toHaveValue('Nguyễn Thị Lan');
  await handOver.getByLabel('Người nhận hàng').fill('Lê Thị Bảo vệ');
  // …and a photo of the hand-over, taken with the phone's camera.
  await handOver.getByTestId('photo-input').setInputFiles(pngFile('giao-hang.png'));
  await expectImageLoaded(handOver.getByRole('img', { name: 'Ảnh giao hàng 1' }));
  await handOver.getByRole('button', { name: 'Đã giao' }).click();
  await expect(desk.getByText(`Phiếu ${slipCode} đã giao xong`)).toBeVisible();

  // The customer reads it in the messages, and the wallet shows every payment:
  // 3.000.000 − 813.900 (the order) − 46.500 (the consignment) = 2.139.600 ₫.
  await page.goto('/#/message/list-messages');
  await expect(
    page.getByText(`Phiếu giao ${slipCode} đã giao thành công (người nhận: Lê Thị Bảo vệ)`),
  ).toBeVisible();
  await page.goto('/#/delivery/list-request');
  await expect(page.getByText('Đã giao cho: Lê Thị Bảo vệ').first()).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: 'Ảnh giao hàng 1' }).first());
  await page.goto('/#/transaction/list');
  await expect(page.getByTestId('wallet-balance')).toHaveText('2.139.600 ₫');
  await page.goto('/#/order-ship');
  await expect(page.getByText('Đã giao').first()).toBeVisible();
  console.log(`shipping journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Every customer screen of this area, on a laptop and on a phone.
  const screens = [
    ['dashboard', '/#/dashboard'],
    ['transport-create', '/#/transport/create'],
    ['transport-list', '/#/transport/list'],
    ['transport-wait-pay', '/#/transport/transport-wait-pay'],
    ['order-ship', '/#/order-ship'],
    ['order-ship-statistic', '/#/order-ship/statistic-order-ship'],
    ['delivery-request', '/#/delivery/transport-request-delivery'],
    ['delivery-list', '/#/delivery/list-request'],
  ] as const;
  const folder = 'test-results/screens';
  mkdirSync(folder, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    for (const [name, url] of screens) {
      await page.goto(url);
      await expect(page.locator('h1, h2, h3, h4').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
    }
    // A detail of each: the consignment and one parcel.
    await page.goto('/#/order-ship');
    await page
      .getByRole('link', { name: /^KG\d+$/ })
      .first()
      .click();
    await expect(page.getByText('Hàng hóa khai báo')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${folder}/order-ship-detail-${width}.png`, fullPage: true });
    await page.goto('/#/transport/list');
    await page
      .getByRole('link', { name: /^KI\d+$/ })
      .first()
      .click();
    await expect(page.getByText('Hành trình của kiện')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${folder}/transport-detail-${width}.png`, fullPage: true });
  }
});
