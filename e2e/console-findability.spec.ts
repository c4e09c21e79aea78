import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import {
  ADMIN,
  firstWarehouseId,
  fund,
  registerCustomer,
  tokenOf,
  uniqueEmail,
  type Customer,
} from './support/api.js';
import { postSepay, sepayPayload } from './support/bank.js';
import { settle, signInByLink } from './support/ui.js';

/**
 * The console as staff use it on a 1366 px laptop (and a phone): every table fits its screen
 * without scrolling sideways, even with the longest names, bank names and account numbers the
 * trade sees; a deposit is found by the transfer content read off the bank's notice, a customer by
 * a name typed without diacritics or a phone typed in another form; an admin edits and locks a
 * staff account. The data is made through the API first.
 */

const run = Date.now().toString(36).toUpperCase().slice(-6);
const digits = String(Date.now()).slice(-8);
/** This run's customer phone, stored as the customer typed it: with spaces. */
const PHONE = `09${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4, 8)}`;
const PHONE_DIGITS = PHONE.replace(/\D/g, '');
const NAME = 'Nguyễn Thị Thanh Hương';
const PARCEL = `YT${run}8812345678`;
const DELIVERED_PARCEL = `YT${run}8812345679`;
const UNCLAIMED_PARCEL = `YT${run}8812345670`;

interface World {
  customer: Customer;
  customerId: number;
  customerCode: string;
  orderId: number;
  transferContent: string;
  depositCode: string;
  staffEmail: string;
  staffPassword: string;
}

const bearer = async (request: APIRequestContext, email: string, password: string) => ({
  authorization: `Bearer ${await tokenOf(request, email, password)}`,
});

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return answer;
}

async function json<T>(response: Promise<APIResponse>): Promise<T> {
  return (await (await ok(response)).json()) as T;
}

/** A customer with the longest facts the console must show, and a row in every console table. */
async function buildWorld(request: APIRequestContext): Promise<World> {
  const customer = await registerCustomer(request, {
    email: uniqueEmail('nguyen.thi.thanh.huong.kinhdoanh.online'),
    phone: PHONE,
  });
  await fund(request, customer, 20_000_000);
  const headers = await bearer(request, customer.email, customer.password);
  const staff = await bearer(request, ADMIN.email, ADMIN.password);
  const warehouseId = await firstWarehouseId(request);
  await ok(
    request.post('/api/customer/updateuserinfo', {
      headers,
      data: {
        FullName: NAME,
        Phone: PHONE,
        Address: 'Số 18 ngõ 102 đường Nguyễn Văn Cừ, phường Bồ Đề, quận Long Biên, Hà Nội',
        WarehouseId: warehouseId,
      },
    }),
  );
  const info = await json<{ Id: number; Code: string }>(
    request.get('/api/customer/userinfo', { headers }),
  );

  // An order with a long shop name, bought and shipped, with a complaint.
  await ok(
    request.post('/api/order/addtocart', {
      headers,
      data: {
        ShopName: 'Cửa hàng thời trang nữ cao cấp Quảng Châu chính hãng 广州女装旗舰店',
        ShopLink: 'https://shop.taobao.com',
        ProductName: 'Áo khoác gió hai lớp chống nước có mũ tháo rời',
        ProductLink: `https://item.taobao.com/item.htm?id=7${digits}`,
        PriceCNY: 159.5,
        Quantity: 3,
      },
    }),
  );
  const carts = await json<{ Items: { Id: number }[] }>(
    request.get('/api/order/getcarts', { headers }),
  );
  const ordered = await json<{ Orders: { Id: number }[] }>(
    request.put(`/api/order/orderbuy/${carts.Items[0]!.Id}`, { headers }),
  );
  const orderId = ordered.Orders[0]!.Id;
  await ok(request.post('/api/order/updateorderdeposit', { headers, data: { Ids: [orderId] } }));
  const step = (action: string, data?: object) =>
    ok(request.put(`/api/admin/orders/${orderId}/${action}`, { headers: staff, data }));
  await step('start-buying');
  const detail = await json<{ Items: { Id: number }[] }>(
    request.get(`/api/order/getorderdetails/${orderId}`, { headers }),
  );
  await step('bought', {
    ShopOrderNumber: '3301778899001122334455',
    InlandShippingCNY: 12,
    Items: detail.Items.map((item) => ({ Id: item.Id, PriceCNY: 159.5, QuantityBought: 3 })),
  });
  await step('shop-shipped', { TransportCodes: [PARCEL] });

  // Two consignments: one at the Vietnamese warehouse in a delivery slip; an unclaimed parcel.
  const consignment = await json<{ Id: number; Code: string }>(
    request.post('/api/ordership/createordership', {
      headers,
      data: {
        WarehouseId: warehouseId,
        TransportCodes: [DELIVERED_PARCEL],
        Note: 'Hàng dễ vỡ, xin đóng gỗ cẩn thận và gọi trước khi giao',
        Items: [{ ProductName: 'Bộ ấm chén sứ men lam vẽ tay', Quantity: 2, PriceCNY: 88 }],
      },
    }),
  );
  const receiveChina = (TransportCode: string, Weight: number) =>
    ok(
      request.post('/api/admin/transports/receive-china', {
        headers: staff,
        data: { TransportCode, Weight, Length: 60, Width: 45, Height: 40 },
      }),
    );
  await receiveChina(PARCEL, 12.35);
  await receiveChina(DELIVERED_PARCEL, 3.2);
  await receiveChina(UNCLAIMED_PARCEL, 0.5);
  await ok(
    request.post('/api/admin/transports/ship', {
      headers: staff,
      data: { TransportCodes: [PARCEL, DELIVERED_PARCEL] },
    }),
  );
  for (const TransportCode of [PARCEL, DELIVERED_PARCEL]) {
    await ok(
      request.post('/api/admin/transports/receive-vietnam', {
        headers: staff,
        data: { TransportCode, WarehouseId: warehouseId },
      }),
    );
  }
  await ok(
    request.post('/api/order/createrequestdelivery', {
      headers,
      data: {
        ListOrders: [consignment.Code],
        ReceiverName: 'Nguyễn Thị Thanh Hương (chị Hương kế toán)',
        ReceiverPhone: PHONE,
        Address:
          'Tầng 12, tòa nhà Văn phòng Hoàng Thành, số 114 đường Mai Hắc Đế, phường Lê Đại Hành, quận Hai Bà Trưng, Hà Nội',
        Method: 2,
        Note: 'Giao giờ hành chính',
      },
    }),
  );
  await ok(
    request.post('/api/order/addComplain', {
      headers,
      data: {
        OrderId: orderId,
        Type: 3,
        Content:
          'Áo bị rách đường may ở tay trái và thiếu một chiếc mũ tháo rời so với hình trên trang của shop',
        RequestAmount: 150_000,
      },
    }),
  );

  // A deposit and a withdrawal waiting for staff; a transfer matching nobody.
  const deposit = await json<{ Id: number; Code: string; TransferContent: string }>(
    request.post('/api/customer/deposit', {
      headers,
      data: { Amount: 12_345_000, BankAccountId: 1 },
    }),
  );
  await ok(
    request.post('/api/customer/withdrawal', {
      headers,
      data: {
        Amount: 1_234_567,
        BankName: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV) - Chi nhánh Sở giao dịch 1',
        AccountNumber: '12345678901234567890',
        AccountName: 'NGUYEN THI THANH HUONG BICH NGOC',
        Note: 'Rút tiền thừa sau khi đơn hàng bị hủy, chuyển giúp em trong ngày nhé',
      },
    }),
  );
  await postSepay(
    request,
    sepayPayload({
      content: `MBVCB.5512345678.${run}.CHUYEN TIEN THANH TOAN DON HANG QUANG CHAU THANG NAY CT TU 0011004123456 NGUYEN THI THANH HUONG TOI 0011004123456`,
      amount: 2_750_000,
      accountNumber: '0011004123456',
    }),
  );
  // A mail in the outbox.
  await ok(
    request.post('/api/account/sendforgotpassword', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify(customer.email),
    }),
  );

  // A staff member with a long name and address.
  const staffEmail = uniqueEmail('tran.hoang.phuong.thao.ketoan');
  const staffPassword = 'Nhanvien@123';
  await ok(
    request.post('/api/admin/staff', {
      headers: staff,
      data: {
        Email: staffEmail,
        FullName: 'Trần Hoàng Phương Thảo',
        Phone: '0987 654 321',
        Password: staffPassword,
        Role: 'staff',
      },
    }),
  );

  return {
    customer,
    customerId: info.Id,
    customerCode: info.Code,
    orderId,
    transferContent: deposit.TransferContent,
    depositCode: deposit.Code,
    staffEmail,
    staffPassword,
  };
}

let world: World;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  world = await buildWorld(request);
  await request.dispose();
});

/** Opens the console as the admin (the login link leads staff to the console's home). */
async function signIn(page: Page, email: string, password: string) {
  await signInByLink(page, await tokenOf(page.request, email, password));
  await expect(page).toHaveURL(/#\/admin\/home$/);
}

/** What scrolls sideways on the screen: the page itself, or a table's scroll box. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement;
    if (root && root.scrollWidth > root.clientWidth) {
      found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth} px`);
    }
    for (const box of document.querySelectorAll<HTMLElement>(
      '.ant-table-content, .ant-table-body',
    )) {
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(`a table is ${box.scrollWidth} px wide in ${box.clientWidth} px`);
      }
    }
    return found;
  });
}

/** Every table screen of the console; each has rows made by buildWorld. */
const tableScreens = (): Array<[string, string]> => [
  ['customer', `/admin/customers/${world.customerId}`],
  ['order', `/admin/orders/${world.orderId}`],
  ['deposits', '/admin/deposits?tab=all'],
  ['withdrawals', '/admin/withdrawals?tab=all'],
  ['customers', '/admin/customers'],
  ['staff', '/admin/staff'],
  ['bank-transfers', '/admin/bank-transfers?tab=all'],
  ['parcels', '/admin/parcels?tab=all'],
  ['unclaimed-parcels', '/admin/parcels/unclaimed'],
  ['consignments', '/admin/consignments?tab=all'],
  ['deliveries', '/admin/deliveries'],
  ['orders', '/admin/orders?tab=all'],
  ['complaints', '/admin/complaints'],
  ['audit', '/admin/audit'],
  ['mails', '/admin/mails'],
];

/** `CONSOLE_SCREENSHOTS=<folder>`: every table screen is also saved there, to be looked at. */
const SCREENSHOTS = process.env.CONSOLE_SCREENSHOTS;

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`every console table fits ${viewport.width} px without scrolling sideways`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.email, ADMIN.password);
    const problems: string[] = [];
    for (const [name, hash] of tableScreens()) {
      await page.goto(`/#${hash}`);
      await expect(page.locator('.ant-table-row:visible').first(), name).toBeVisible();
      await settle(page);
      if (SCREENSHOTS) {
        await page.screenshot({
          path: `${SCREENSHOTS}/${name}-${viewport.width}.png`,
          fullPage: true,
        });
      }
      for (const problem of await sidewaysScroll(page)) problems.push(`${name}: ${problem}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/** Types into the list's search box (found by its placeholder) and sends it. */
async function search(page: Page, placeholder: string, keyword: string) {
  await page.getByPlaceholder(placeholder).fill(keyword);
  await page.getByRole('button', { name: /Tìm kiếm/ }).click();
  await settle(page);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  /** The deposit queue's search box, by the start of its placeholder. */
  const BOX = 'Nội dung chuyển khoản';

  test('the deposit queue finds a request by its transfer content typed loosely', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/#/admin/deposits');
    // The menu says how many requests wait, without opening the queue.
    await expect(page.getByRole('menuitem', { name: /Nạp tiền chờ duyệt\s*\d+/ })).toBeVisible();
    const rows = page.locator('.ant-table-row:visible');

    // As read off a bank's notice: lower case, spaces doubled.
    await search(page, BOX, `  ${world.transferContent.toLowerCase().replace(/ /g, '  ')} `);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(world.depositCode);
    await expect(rows.first()).toContainText(world.transferContent);

    // As some banks write it: no spaces at all, with their references around.
    await search(page, BOX, `MBVCB.123.${world.transferContent.replace(/ /g, '')}.CT tu 0011`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(world.depositCode);

    // By the customer's name without diacritics.
    await search(page, BOX, 'nguyen thi thanh huong');
    await expect(rows.filter({ hasText: world.depositCode })).toHaveCount(1);

    await search(page, BOX, 'NAP KH999999 00000');
    await expect(page.getByText('Không tìm thấy yêu cầu nào')).toBeVisible();
  });

  test('customers are found by a name without diacritics and a phone typed another way', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/#/admin/customers');
    const found = page.locator('.ant-table-row:visible').filter({ hasText: world.customerCode });
    const box = page.getByRole('searchbox');
    const typed = async (keyword: string) => {
      await box.fill(keyword);
      await box.press('Enter');
      await settle(page);
    };

    await typed('nguyen thi thanh huong');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(NAME);

    await typed('HUONG NGUYEN');
    await expect(found).toHaveCount(1);

    // Stored as "09x xxx xxxx"; typed with +84 and no leading 0, then with dots.
    await typed(`+84${PHONE_DIGITS.slice(1)}`);
    await expect(found).toHaveCount(1);
    await typed(`${PHONE_DIGITS.slice(1, 4)}.${PHONE_DIGITS.slice(4, 7)}.${PHONE_DIGITS.slice(7)}`);
    await expect(found).toHaveCount(1);

    await typed('khong co khach nao ten nay');
    await expect(page.getByText('Không tìm thấy khách hàng')).toBeVisible();
  });

  test('an admin edits a staff account and locks it, which ends its session', async ({ page }) => {
    const staffToken = await tokenOf(page.request, world.staffEmail, world.staffPassword);
    const asStaff = { authorization: `Bearer ${staffToken}` };
    expect((await page.request.get('/api/admin/customers', { headers: asStaff })).status()).toBe(
      200,
    );

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/#/admin/staff');
    const row = page.locator('.ant-table-row:visible').filter({ hasText: world.staffEmail });
    await expect(row).toContainText('Trần Hoàng Phương Thảo');

    await row.getByRole('button', { name: `Sửa tài khoản ${world.staffEmail}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Sửa tài khoản' });
    await dialog.getByLabel('Họ tên').fill('');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog.getByText('Họ tên chưa nhập')).toBeVisible();
    await dialog.getByLabel('Họ tên').fill('Trần Hoàng Phương Thảo (kế toán)');
    await dialog.getByLabel('Số điện thoại').fill('0987 000 111');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã cập nhật tài khoản ${world.staffEmail}.`)).toBeVisible();
    await expect(row).toContainText('Trần Hoàng Phương Thảo (kế toán)');
    await expect(row).toContainText('0987 000 111');

    await row.getByRole('button', { name: `Khóa tài khoản ${world.staffEmail}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
    await expect(page.getByText(`Đã khóa tài khoản ${world.staffEmail}.`)).toBeVisible();
    await expect(row).toContainText('Đã khóa');
    // The staff member's open session ended at once, and signing in is refused.
    expect((await page.request.get('/api/admin/customers', { headers: asStaff })).status()).toBe(
      401,
    );
    const signInAgain = await page.request.post('/api/account/login', {
      data: { UserName: world.staffEmail, Password: world.staffPassword },
    });
    expect(signInAgain.status()).toBe(400);
    expect(await signInAgain.json()).toEqual([
      'Tài khoản của bạn đã bị khóa. Vui lòng liên hệ bộ phận hỗ trợ.',
    ]);

    // The admin's own row offers no lock.
    const own = page.locator('.ant-table-row:visible').filter({ hasText: ADMIN.email });
    await expect(own.getByRole('button', { name: /^Khóa tài khoản/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Mở khóa tài khoản ${world.staffEmail}` }).click();
    await expect(page.getByText(`Đã mở khóa tài khoản ${world.staffEmail}.`)).toBeVisible();
    await expect(row).toContainText('Hoạt động');
  });
});
