import { expect, test, type BrowserContext } from '@playwright/test';
import { EXTENSION_ID, formatCny, tierPriceFen, type CartRow } from '@app/shared';
import { apiLogin, registerCustomer, ADMIN, tokenOf, type Customer } from './support/api.js';
import {
  downloadExtension,
  extensionWorker,
  fixtureIndex,
  launchWithExtension,
  startFixtureServer,
  type FixtureEntry,
} from './support/extension.js';
import { signInByLink } from './support/ui.js';

/**
 * The browser extension end to end (DESIGN §9, issue 23): the zip the portal serves, loaded into
 * Chromium; every fixture page of Taobao, Tmall and 1688 (each page generation) served under the
 * shop's real host name; the customer signs in, picks a variant and a quantity, adds the item, and
 * finds it in the portal's cart with the price (1688: the tier price the server applies), the
 * properties, the SKU and the picture.
 */

// The zip is packed for PUBLIC_URL, by default http://localhost:<port>: the portal's pages that
// may talk to the extension are the ones opened at that address.
const PORTAL = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
const UNREADABLE = 'item.taobao.com/item.htm?id=600000000002';

let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let extensionDir: string;
let context: BrowserContext;

test.beforeAll(async () => {
  fixtures = await startFixtureServer({
    [UNREADABLE]:
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>淘宝网</title></head><body><p>页面正在维护</p></body></html>',
  });
  extensionDir = await downloadExtension(PORTAL);
});
test.beforeEach(async () => {
  context = await launchWithExtension(extensionDir, fixtures.port, PORTAL);
  expect((await extensionWorker(context)).url()).toContain(`chrome-extension://${EXTENSION_ID}/`);
});
test.afterEach(async () => context.close());
test.afterAll(async () => fixtures.close());

/** Opens a fixture page and waits for the extension's panel on it. */
async function openShopPage(address: string) {
  const page = await context.newPage();
  await page.goto(address);
  const panel = page.locator('hangtq-order-panel .panel');
  await expect(panel).toBeVisible({ timeout: 15_000 });
  return { page, panel };
}

/** Picks the scenario's variant, quantity and note on a fixture page and adds the item. */
async function addScenario(entry: FixtureEntry) {
  const { page, panel } = await openShopPage(`http://${entry.host}${entry.path}`);
  const { pick, quantity, note } = entry.scenario;
  for (const value of pick) await panel.getByRole('button', { name: value, exact: true }).click();
  await panel.getByLabel('Số lượng').fill(String(quantity));
  if (note) await panel.getByLabel('Ghi chú cho nhân viên mua hàng').fill(note);
  await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(panel.getByText(`Đã thêm ${quantity} sản phẩm vào giỏ hàng.`)).toBeVisible();
  return { page, panel };
}

/** Signs the extension in from its popup, opened in a tab as its "Đăng nhập" button does. */
async function signInThroughPopup(customer: Customer) {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${EXTENSION_ID}/popup.html?tab=1`);
  await popup.getByLabel('Tên đăng nhập/Email').fill(customer.email);
  await popup.getByLabel('Mật khẩu').fill(customer.password);
  await popup.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(popup.getByText('Đang đăng nhập:')).toBeVisible();
  await popup.close();
}

async function cartsOf(customer: Customer): Promise<CartRow[]> {
  const token = await apiLogin(context.request, customer);
  const response = await context.request.get(`${PORTAL}/api/order/getcarts?skip=0&take=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { Items: CartRow[] }).Items;
}

test('signed in from the popup, every fixture page adds its item with its price, properties, SKU and picture', async () => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(context.request);
  await signInThroughPopup(customer);

  for (const entry of fixtureIndex.fixtures) {
    const { page, panel } = await addScenario(entry);
    await page.screenshot({ path: test.info().outputPath(`panel-${entry.name}.png`) });
    await expect(panel.getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute(
      'href',
      `${PORTAL}/#/order/cart`,
    );
    await page.close();
  }

  const items = (await cartsOf(customer)).flatMap((cart) =>
    cart.CartItems.map((item) => ({ ...item, ShopName: cart.ShopName, Site: cart.Site })),
  );
  for (const { name, scenario, expected } of fixtureIndex.fixtures) {
    const sent = scenario.addToCart;
    const item = items.find((row) => row.SkuId === sent.SkuId);
    expect(item, `${name}: its SKU ${sent.SkuId} is in the cart`).toBeTruthy();
    // With tiers, the server's own price for the quantity: the tier reached, not the page's number.
    const price = expected.PriceTiers.length
      ? tierPriceFen(expected.PriceTiers, scenario.quantity)! / 100
      : sent.PriceCNY;
    expect(item, name).toMatchObject({
      ShopName: sent.ShopName,
      Site: sent.Site,
      ItemId: sent.ItemId,
      ProductName: sent.ProductName,
      ProductLink: sent.ProductLink,
      ImageUrl: sent.ImageUrl,
      Properties: sent.Properties,
      PriceCNY: price,
      Quantity: scenario.quantity,
      Note: sent.Note,
      MinQuantity: sent.MinQuantity,
    });
  }
});

test('a signed-in portal tab hands its session over; the cart then shows the item with its SKU, properties and tier price', async () => {
  const customer = await registerCustomer(context.request);
  const portal = await context.newPage();
  await signInByLink(portal, await apiLogin(context.request, customer));
  await portal.goto('/#/extension');
  await portal.getByRole('button', { name: /Kết nối với tài khoản/ }).click();
  await expect(portal.getByText('Đã kết nối')).toBeVisible();
  await portal.screenshot({ path: test.info().outputPath('extension-page.png'), fullPage: true });

  const tiered = fixtureIndex.fixtures.find((entry) => entry.expected.PriceTiers.length > 0)!;
  const { page, panel } = await addScenario(tiered);
  await panel.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await page.close();
  // The cart page of the portal tab, where "Xem giỏ hàng" leads.
  await portal.goto('/#/order/cart');
  const sent = tiered.scenario.addToCart;
  await expect(portal.getByText(sent.ProductName)).toBeVisible();
  await expect(portal.getByText(sent.SkuId)).toBeVisible();
  await expect(portal.getByText(sent.Properties)).toBeVisible();
  // The tier the quantity reaches, as the server priced it (the picture's address is checked
  // through the API above: the portal's CSP shows only https pictures, the fixtures are http).
  const unit = tierPriceFen(tiered.expected.PriceTiers, tiered.scenario.quantity)! / 100;
  await expect(portal.getByText(formatCny(unit)).first()).toBeVisible();
});

test('a page it cannot read offers adding by link and its report reaches the console queue', async () => {
  const customer = await registerCustomer(context.request);
  await signInThroughPopup(customer);

  const { panel } = await openShopPage(`http://${UNREADABLE}`);
  await expect(panel.getByText('Không đọc được trang này')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Thêm bằng đường dẫn' })).toHaveAttribute(
    'href',
    new RegExp(`^${PORTAL}/#/order/cart\\?link=`),
  );
  await panel.getByRole('button', { name: 'Báo lỗi trang' }).click();
  await expect(panel.getByText(/Đã gửi/)).toBeVisible();

  const staff = await tokenOf(context.request, ADMIN.email, ADMIN.password);
  const queue = await context.request.get(
    `${PORTAL}/api/admin/extension-reports?status=1&skip=0&take=20&keyword=600000000002`,
    { headers: { authorization: `Bearer ${staff}` } },
  );
  expect(queue.ok(), await queue.text()).toBe(true);
  const { Items } = (await queue.json()) as { Items: { Link: string; CustomerCode: string }[] };
  expect(Items[0]?.Link).toContain('600000000002');
  expect(Items[0]?.CustomerCode).not.toBe('');
});

test('an extension older than the server’s minimum asks to be updated and adds nothing', async () => {
  const staff = {
    authorization: `Bearer ${await tokenOf(context.request, ADMIN.email, ADMIN.password)}`,
  };
  const setMinimum = async (version: string) => {
    const saved = await context.request.put(`${PORTAL}/api/admin/settings`, {
      headers: staff,
      data: { ExtensionMinVersion: version },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  const customer = await registerCustomer(context.request);
  await signInThroughPopup(customer);
  await setMinimum('9.0.0');
  try {
    const entry = fixtureIndex.fixtures[0]!;
    const { panel } = await openShopPage(`http://${entry.host}${entry.path}`);
    await expect(
      panel.getByText(/Tiện ích đã cũ \(bản 1\.0\.0\), hãy cập nhật bản 9\.0\.0/),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Tải bản mới' })).toHaveAttribute(
      'href',
      `${PORTAL}/#/extension`,
    );
    for (const value of entry.scenario.pick) {
      await panel.getByRole('button', { name: value, exact: true }).click();
    }
    await panel.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await expect(
      panel.getByText('Tiện ích đã cũ, hãy cập nhật trước khi thêm hàng.'),
    ).toBeVisible();
    expect(await cartsOf(customer)).toEqual([]);
  } finally {
    await setMinimum('1.0.0');
  }
});
