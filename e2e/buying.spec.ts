import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, type Customer } from './support/api.js';
import { dialog, loginThroughUi } from './support/ui.js';

const ADMIN = { email: 'admin@e2e.test', password: 'Admin@12345' };

async function tokenOf(request: APIRequestContext, userName: string, password: string) {
  const response = await request.post('/api/account/login', {
    data: { UserName: userName, Password: password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Money in the wallet the way production puts it there: a deposit staff approve. */
async function fund(request: APIRequestContext, customer: Customer, amount: number) {
  const headers = {
    authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}`,
  };
  const created = await request.post('/api/customer/deposit', {
    headers,
    data: { Amount: amount, BankAccountId: 1 },
  });
  const { Id } = (await created.json()) as { Id: number };
  const staff = { authorization: `Bearer ${await tokenOf(request, ADMIN.email, ADMIN.password)}` };
  expect((await request.put(`/api/admin/deposits/${Id}/approve`, { headers: staff })).ok()).toBe(
    true,
  );
}

test('a customer adds an item by link, orders it, is told the shortfall, deposits and pays the deposit', async ({
  page,
  request,
}) => {
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
