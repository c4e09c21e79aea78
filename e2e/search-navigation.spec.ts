import { expect, test, type Page } from '@playwright/test';
import { OrderState, formatVnd, type CartRow } from '@app/shared';
import { seriousViolations } from './support/axe.js';
import { ADMIN, tokenOf } from './support/api.js';
import {
  deskOf,
  fundedCustomer,
  orderIn,
  type JourneyCustomer,
  type JourneyGoods,
} from './support/journeys.js';
import { signInByLink } from './support/ui.js';

/**
 * Issue 22 item 7, each at the width where it was found: the header search finds orders and
 * parcels (by the Chinese tracking number too), the order list fits 1366 px beside the menu, the
 * price list stays inside the portal, the console's last menu entries are reachable at 800 px, and
 * a phone's cart has a quantity stepper, a bottom bar with the total, and no broken picture.
 */

const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A picture address that can never load (port 1): the cart must show its placeholder. */
const DEAD_PICTURE = 'http://127.0.0.1:1/x.jpg';
const PRODUCT = 'Áo khoác gió hai lớp';

let staffToken: string;
let customer: JourneyCustomer;
let foreign: JourneyGoods;
let order: JourneyGoods;
let parcel: JourneyGoods;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  staffToken = await tokenOf(request, ADMIN.email, ADMIN.password);
  const desk = deskOf(request, staffToken);
  customer = await fundedCustomer(desk, 50_000_000);
  // Another customer's order: its code must find nothing for ours.
  foreign = await orderIn(desk, await fundedCustomer(desk, 5_000_000), OrderState.AwaitingDeposit);
  order = await orderIn(desk, customer, OrderState.Deposited, 'Shop tìm đơn');
  parcel = await orderIn(desk, customer, OrderState.InChinaWarehouse, 'Shop tìm kiện');
  // A cart whose one item's picture fails to load.
  await desk.call({
    method: 'POST',
    url: '/api/order/addtocart',
    token: customer.token,
    body: {
      ShopName: 'Shop giỏ hàng',
      Site: 'taobao',
      ProductName: PRODUCT,
      ImageUrl: DEAD_PICTURE,
      PriceCNY: 100,
      Quantity: 2,
    },
  });
});

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Tìm đơn, kiện, mã vận đơn hoặc thông báo' });

test.describe('at 1366 px', () => {
  test.use({ viewport: LAPTOP });

  test('the header search opens an order by its code and a parcel by its tracking number', async ({
    page,
  }) => {
    await signInByLink(page, customer.token);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Tìm đơn, kiện, mã vận đơn…');

    // A whole order code names one order: Enter opens it.
    await box.fill(order.code);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/order/${order.id}$`));
    await expect(page.getByText(order.code).first()).toBeVisible();

    // The last characters of a tracking number, as read off a label: the dropdown, grouped.
    await box.fill(parcel.trackingNumber.slice(-6));
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect(dropdown.getByText('Kiện hàng')).toBeVisible();
    const option = dropdown.getByText(`Mã vận đơn ${parcel.trackingNumber}`);
    await expect(option).toBeVisible();
    await expectAxeClean(page);
    // The first hit is highlighted: Enter opens it.
    await box.press('Enter');
    await expect(page).toHaveURL(/#\/transport\/\d+$/);
    await expect(page.getByText(parcel.trackingNumber).first()).toBeVisible();
    const parcelUrl = page.url();

    // The whole tracking number pasted: Enter opens that parcel directly.
    await page.goto('/#/dashboard');
    await searchBox(page).fill(parcel.trackingNumber.toLowerCase());
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(parcelUrl);

    // Another customer's code finds nothing, and says so.
    await searchBox(page).fill(foreign.code);
    await searchBox(page).press('Enter');
    await expect(
      page.getByText(`Không tìm thấy đơn, kiện hay thông báo nào khớp "${foreign.code}"`),
    ).toBeVisible();
    await expect(page).toHaveURL(parcelUrl);
    await expectAxeClean(page);
  });

  test('the order list fits beside the open menu without scrolling sideways', async ({ page }) => {
    await signInByLink(page, customer.token);
    await page.goto('/#/order');
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
    const table = page.locator('.ant-table').first();
    await expect(table.getByRole('link', { name: order.code })).toBeVisible();
    for (const heading of ['Mã đơn', 'Shop', 'Trạng thái', 'Tổng tiền', 'Đã trả', 'Còn nợ']) {
      await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
    }
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('.ant-table-content, .ant-table-body');
      return {
        document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: content ? content.scrollWidth - content.clientWidth : 0,
      };
    });
    expect(overflow).toEqual({ document: 0, table: 0 });
    await expectAxeClean(page);
  });

  test("the menu's Bảng giá opens the price list inside the portal, with a way to order", async ({
    page,
  }) => {
    await signInByLink(page, customer.token);
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    await menu.getByRole('menuitem', { name: 'Mua hộ' }).click();
    await menu.getByRole('menuitem', { name: 'Bảng giá' }).click();
    await expect(page).toHaveURL(/#\/order\/prices$/);
    await expect(page.getByRole('heading', { name: 'Bảng giá dịch vụ' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(page.getByText('Đăng nhập để đặt hàng')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Đặt hàng', exact: true })).toBeVisible();
    await expectAxeClean(page);

    // The public price page, opened from elsewhere while signed in, does not ask to sign in.
    await page.goto('/#/prices');
    await expect(page.getByRole('heading', { name: 'Bảng giá dịch vụ' })).toBeVisible();
    await expect(page.getByText(/Đăng nhập/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Đặt hàng', exact: true }).click();
    await expect(page).toHaveURL(/#\/order\/cart$/);
  });

  test("the console's last menu entry is reachable by scrolling the menu at 800 px", async ({
    page,
  }) => {
    await signInByLink(page, staffToken);
    const menu = page.getByRole('navigation', { name: 'Menu quản trị' });
    await expect(menu).toBeVisible();
    const scroller = page.getByTestId('sider-scroll');
    const hint = page.locator('.sider-scroll__more');
    // Taller than the screen: the fade at the bottom edge says more lies below.
    expect(await scroller.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    await expect(hint).toBeVisible();
    await expectAxeClean(page);

    const last = menu.getByRole('menuitem', { name: 'Nhật ký thao tác' });
    await scroller.hover();
    await page.mouse.wheel(0, 2000);
    await expect(hint).toBeHidden();
    await expect(last).toBeInViewport();
    await last.click();
    await expect(page).toHaveURL(/#\/admin\/audit$/);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the search opens full width from an icon', async ({ page }) => {
    await signInByLink(page, customer.token);
    await expect(searchBox(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Tìm đơn, kiện, mã vận đơn' }).click();
    const box = searchBox(page);
    await expect(box).toBeFocused();
    const width = (await page.getByRole('search').boundingBox())!.width;
    expect(width).toBeGreaterThanOrEqual(PHONE.width - 1);
    await expectAxeClean(page);
    await box.fill(order.code);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/order/${order.id}$`));
    // Opening a hit closes the bar.
    await expect(searchBox(page)).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });

  test('the cart: a stepper changes the quantity, the bottom bar shows the new total, a dead picture shows its placeholder', async ({
    page,
  }) => {
    await signInByLink(page, customer.token);
    await page.goto('/#/order/cart');
    const card = page.locator('.cart-card').filter({ hasText: 'Shop giỏ hàng' });
    await expect(card).toBeVisible();

    // The picture that cannot load: a neutral sign named for the product, no broken image.
    const picture = card.getByRole('img', { name: PRODUCT });
    await expect(picture).toHaveClass(/product-picture--none/);
    await expect(card.locator('img')).toHaveCount(0);

    const bar = page.getByRole('region', { name: 'Đặt hàng các giỏ đã chọn' });
    await expect(bar).toBeVisible();
    await card.getByRole('checkbox', { name: /Shop giỏ hàng/ }).check();
    const total = bar.getByTestId('cart-total');
    const cartsNow = async () => {
      const response = await page.request.get('/api/order/getcarts?skip=0&take=100', {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const carts = ((await response.json()) as { Items: CartRow[] }).Items;
      const mine = carts.find((cart) => cart.ShopName === 'Shop giỏ hàng')!;
      return { quantity: mine.CartItems[0]!.Quantity, total: mine.TotalVND + mine.BuyerFee };
    };
    const before = await cartsNow();
    await expect(total).toHaveText(formatVnd(before.total));
    await expectAxeClean(page);

    await card.getByRole('button', { name: `Tăng số lượng ${PRODUCT}` }).click();
    await expect(card.getByRole('spinbutton', { name: `Số lượng ${PRODUCT}` })).toHaveValue(
      String(before.quantity + 1),
    );
    // Saved once the taps stop; the bar follows the server's new figures.
    await expect.poll(async () => (await cartsNow()).quantity).toBe(before.quantity + 1);
    const after = await cartsNow();
    expect(after.total).toBeGreaterThan(before.total);
    await expect(total).toHaveText(formatVnd(after.total));

    // The bar keeps to the screen's bottom edge, and at the end of the list it covers nothing.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = (await page.locator('.cart-card').last().boundingBox())!;
    const barAtEnd = (await bar.boundingBox())!;
    expect(barAtEnd.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await expectAxeClean(page);
  });
});
