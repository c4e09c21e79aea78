import { expect, test } from '@playwright/test';
import { ADMIN, fund, registerCustomer, tokenOf } from './support/api.js';
import { dialog, loginThroughUi, signInByLink } from './support/ui.js';
import { receiveInChina, receiveInVietnam, shipOut } from './support/warehouse.js';

test('a customer adds an item by link, orders it, is told the shortfall, deposits and pays the deposit', async ({
  page,
  request,
}) => {
  // A journey across several screens (and, here, two browsers): longer than one screen's test.
  test.setTimeout(120_000);
  const customer = await registerCustomer(request);
  await loginThroughUi(page, customer);

  // Add by link: the mobile Taobao link is recognised; the customer fills what the page says.
  await page.goto('/#/order/cart');
  await page
    .getByLabel('Đường dẫn sản phẩm')
    .fill('https://m.intl.taobao.com/detail/detail.html?id=6543210987');
  await expect(page.getByText('Mã sản phẩm 6543210987')).toBeVisible();
  await page.getByLabel('Tên shop').fill('Shop Quần Áo Hàng Châu');
  await page.getByLabel('Tên sản phẩm').fill('Áo khoác gió');
  await page.getByLabel('Thuộc tính').fill('Màu: Đỏ; Size: XL');
  await page.getByLabel('Giá (¥)').fill('100');
  await page.getByLabel('Số lượng').fill('2');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  // ¥200 × 3.650 = 730.000 ₫, buyer fee 3 % = 21.900 ₫, deposit 70 % = 526.330 ₫.
  await expect(page.getByText('¥200,00 = 730.000 ₫')).toBeVisible();
  await expect(page.getByText('526.330 ₫').first()).toBeVisible();

  await page.getByText('Chọn tất cả (1 shop)').click();
  await page.getByRole('button', { name: 'Đặt hàng (1)' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/#\/order\/deposits$/);

  // Not enough money: the shortfall is named, with a button to deposit exactly that.
  await page.getByRole('row', { name: /DH\d+/ }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Đặt cọc (1)' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(
    page.getByText(/Số dư trong ví không đủ. Vui lòng nạp thêm 526\.330 ₫/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nạp 526.330 ₫' })).toBeVisible();

  await fund(request, customer, 600_000);
  await page.reload();
  await page.getByRole('row', { name: /DH\d+/ }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Đặt cọc (1)' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Không có đơn hàng nào chờ đặt cọc')).toBeVisible();

  // The order shows what was paid, what is left, and its history.
  await page.goto('/#/order');
  await page
    .getByRole('link', { name: /^DH\d+$/ })
    .first()
    .click();
  await expect(page.getByText('Đã đặt cọc').first()).toBeVisible();
  await expect(page.getByText('751.900 ₫').first()).toBeVisible();
  await expect(page.getByText('225.570 ₫')).toBeVisible();
});

test('staff buy with one item short, the warehouses move the parcel, and the customer pays the rest', async ({
  browser,
  page,
  request,
}) => {
  // A journey across several screens (and, here, two browsers): longer than one screen's test.
  test.setTimeout(120_000);
  const customer = await registerCustomer(request);
  const headers = {
    authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}`,
  };
  for (const [ProductName, id, PriceCNY, Quantity] of [
    ['Áo khoác', '6543210987', 100, 2],
    ['Mũ len', '6543210988', 50, 3],
  ] as const) {
    await request.post('/api/order/addtocart', {
      headers,
      data: {
        ShopName: 'Shop Hàng Châu',
        ShopLink: 'https://hc.taobao.com',
        ProductName,
        ProductLink: `https://item.taobao.com/item.htm?id=${id}`,
        PriceCNY,
        Quantity,
      },
    });
  }
  const carts = (await (await request.get('/api/order/getcarts', { headers })).json()) as {
    Items: { Id: number }[];
  };
  const ordered = await request.put(`/api/order/orderbuy/${carts.Items[0]!.Id}`, { headers });
  const orderId = ((await ordered.json()) as { Orders: { Id: number }[] }).Orders[0]!.Id;
  await fund(request, customer, 2_000_000);
  expect(
    (
      await request.post('/api/order/updateorderdeposit', { headers, data: { Ids: [orderId] } })
    ).ok(),
  ).toBe(true);

  // The buying desk, in its own browser.
  const desk = await (await browser.newContext()).newPage();
  const staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  await signInByLink(desk, staffToken);
  await desk.goto(`/#/admin/orders/${orderId}`);
  // What the buyer needs, as the customer's own page shows it: who ordered (a link and a phone
  // to call), the shop, the destination warehouse, the locked rate, the services and the note.
  const customerCard = desk.getByRole('region', { name: 'Khách hàng' });
  await expect(customerCard.getByRole('link', { name: /^KH\d+$/ })).toBeVisible();
  await expect(customerCard.getByRole('link', { name: customer.phone })).toHaveAttribute(
    'href',
    `tel:${customer.phone}`,
  );
  const facts = desk.getByRole('region', { name: 'Thông tin đơn' });
  await expect(facts.getByRole('link', { name: 'Shop Hàng Châu' })).toBeVisible();
  await expect(facts.getByText(/3\.650 ₫ \/ ¥ \(chốt /)).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('desk-order.png'), fullPage: true });
  await desk.getByRole('button', { name: 'Bắt đầu mua' }).click();
  await dialog(desk, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await desk.getByLabel('Mã đơn của shop').fill('2201-556677');
  await desk.getByLabel('Mua được').nth(1).fill('0');
  await desk.getByRole('button', { name: 'Ghi nhận đã mua hàng' }).click();
  // ¥200 of goods bought = 730.000 ₫ + 3 % = 751.900 ₫; the deposit of the first estimate
  // (1.315.825 ₫ × 70 % = 921.078 ₫) was more, so the difference returned to the wallet.
  await expect(desk.getByText('Đã mua hàng').first()).toBeVisible();
  await expect(desk.getByText('751.900 ₫').first()).toBeVisible();
  await desk.getByLabel('Mã vận đơn').fill('SF7001001');
  await desk.getByRole('button', { name: 'Shop đã phát hàng (1 mã)' }).click();
  await expect(desk.getByText('SF7001001')).toBeVisible();

  // The warehouses scan it: 2 kg in China (2,00 kg × 31.000 ₫), shipped, received in Hà Nội.
  await receiveInChina(desk, 'SF7001001', '2');
  await expect(desk.getByText('2,00 kg · 62.000 ₫')).toBeVisible();
  await shipOut(desk, ['SF7001001']);
  await receiveInVietnam(desk, ['SF7001001'], 'Kho Hà Nội');

  // The customer pays what is still owed: the shipping line. The order offers it on its page...
  await loginThroughUi(page, customer);
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByRole('button', { name: 'Thanh toán 62.000 ₫' })).toBeVisible();
  // ...and the list of orders waiting for payment pays several at once.
  await page.goto('/#/order/wait-pay');
  await expect(page.getByRole('row', { name: /62\.000 ₫/ })).toBeVisible();
  await page.getByRole('row', { name: /DH\d+/ }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Thanh toán (1)' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Không có đơn hàng nào chờ thanh toán')).toBeVisible();
  await page.goto(`/#/order/${orderId}`);
  await expect(page.getByText('Đã thanh toán').first()).toBeVisible();
  await expect(page.getByText('Phí vận chuyển về Việt Nam')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Thanh toán/ })).toHaveCount(0);
  // 2.000.000 − 751.900 − 62.000 ₫ left in the wallet.
  await page.goto('/#/transaction/list');
  await expect(page.getByTestId('wallet-balance')).toHaveText('1.186.100 ₫');

  // A complaint: the customer files it on the order, staff resolve it with a refund.
  await page.goto(`/#/order/${orderId}`);
  await page.getByRole('button', { name: 'Khiếu nại' }).click();
  await page.getByLabel('Nội dung').fill('Thiếu 1 áo khoác');
  await page.getByLabel('Số tiền đề nghị hoàn (₫)').fill('50000');
  await page.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(page.getByText(/Đã gửi khiếu nại KN\d+/)).toBeVisible();
  await desk.goto('/#/admin/complaints');
  await desk.getByRole('button', { name: 'Giải quyết' }).first().click();
  await desk.getByLabel('Trả lời khách hàng').fill('Shop xác nhận thiếu hàng, hoàn tiền cho bạn');
  await desk.getByLabel('Hoàn vào ví (₫)').fill('50000');
  await desk.getByRole('dialog').getByRole('button', { name: 'Giải quyết' }).click();
  await expect(desk.getByText(/Đã giải quyết KN\d+/)).toBeVisible();
  await page.goto('/#/order/complaints');
  await expect(page.getByText('Đã hoàn 50.000 ₫ vào ví')).toBeVisible();
  // Credited by staff in another session: this page reads the balance afresh.
  await page.goto('/#/transaction/list');
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('1.236.100 ₫');
});

test('a customer orders one item at once without the cart, and one shop’s cart alone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request);
  await loginThroughUi(page, customer);
  await page.goto('/#/order/cart');
  const fillItem = async (name: string, id: string) => {
    await page.getByLabel('Đường dẫn sản phẩm').fill(`https://item.taobao.com/item.htm?id=${id}`);
    await page.getByLabel('Tên shop').fill('Shop Đồ Chơi Nghĩa Ô');
    await page.getByLabel('Tên sản phẩm').fill(name);
    await page.getByLabel('Giá (¥)').fill('30');
    await page.getByLabel('Số lượng').fill('1');
  };

  // createorder: straight to an order awaiting its deposit; the cart stays empty.
  await fillItem('Xe đồ chơi', '5550001');
  await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/#\/order\/deposits$/);
  await expect(page.getByRole('row', { name: /DH\d+/ })).toHaveCount(1);

  // orderbuy/{id}: one shop's cart ordered from its own card.
  await page.goto('/#/order/cart');
  await fillItem('Búp bê', '5550002');
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByRole('button', { name: 'Đặt hàng shop này' }).click();
  await dialog(page, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page).toHaveURL(/#\/order\/deposits$/);
  await expect(page.getByRole('row', { name: /DH\d+/ })).toHaveCount(2);
});
