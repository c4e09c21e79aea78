import { expect, test, type Page } from '@playwright/test';
import { OrderState } from '@app/shared';
import { ADMIN, tokenOf } from './support/api.js';
import { deskOf, fundedCustomer, orderIn, type JourneyCustomer } from './support/journeys.js';
import { expectImageLoaded, pngFile } from './support/photos.js';
import { signInByLink } from './support/ui.js';

/**
 * Photos (DESIGN §11): a customer on a phone photographs a broken box for a complaint and sees it
 * on the order; the warehouse photographs a parcel from the console and its owner sees it on the
 * parcel's page. Every photo shown must really load (signed address, no session on an <img>).
 */

let customer: JourneyCustomer;
let orderId: number;
let parcel: { Id: number; Code: string; TransportCode: string };

test.beforeAll(async ({ request }) => {
  const desk = deskOf(request, await tokenOf(request, ADMIN.email, ADMIN.password));
  customer = await fundedCustomer(desk);
  orderId = (await orderIn(desk, customer, OrderState.InVietnamWarehouse)).id;
  const parcels = await desk.call<{ Items: (typeof parcel)[] }>({
    url: '/api/order/transports',
    token: customer.token,
  });
  parcel = parcels.Items[0]!;
});

async function asCustomer(page: Page) {
  await signInByLink(page, customer.token);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a customer attaches a photo to a complaint and sees it there', async ({ page }) => {
    await asCustomer(page);
    await page.goto(`/#/order/${orderId}`);
    await page.getByRole('button', { name: 'Khiếu nại' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nội dung').fill('Hộp bị móp một góc');
    await form.locator('input[type="file"]').setInputFiles(pngFile('hop-mop.png'));
    // Uploaded at once: the square shows the stored photo (resized on the server).
    await expectImageLoaded(form.locator('img[src^="/api/photos/"]'));
    await page.screenshot({ path: 'test-results/photos-complaint-form-390.png' });
    await page.getByRole('button', { name: 'Gửi khiếu nại' }).click();
    await expect(page.getByText(/Đã gửi khiếu nại KN\d+/)).toBeVisible();

    // On the order, the complaint carries the photo, which opens in a preview.
    const thumb = page.getByRole('img', { name: 'Ảnh khiếu nại 1' });
    await expectImageLoaded(thumb);
    await page.screenshot({ path: 'test-results/photos-order-390.png', fullPage: true });
    await thumb.click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
  });
});

test.describe('at the desk', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('staff photograph a parcel and its owner sees the photo on the parcel', async ({
    browser,
    page,
    request,
  }) => {
    // Two pages, two sign-ins and an upload on a machine shared with the build.
    test.setTimeout(60_000);
    await signInByLink(page, await tokenOf(request, ADMIN.email, ADMIN.password));
    await page.goto('/#/admin/parcels?tab=all');
    await page.getByRole('searchbox', { name: 'Tìm' }).fill(parcel.TransportCode);
    await page.getByText(parcel.TransportCode, { exact: true }).click();
    await page.getByTestId('photo-input').setInputFiles(pngFile('kien.png'));
    await expectImageLoaded(page.getByRole('img', { name: 'Ảnh kiện 1' }));
    await page.screenshot({ path: 'test-results/photos-console-parcel-1366.png' });

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await asCustomer(phone);
    await phone.goto(`/#/transport/${parcel.Id}`);
    await expect(phone.getByText('Ảnh kiện tại kho')).toBeVisible();
    await expectImageLoaded(phone.getByRole('img', { name: 'Ảnh kiện 1' }));
    await phone.screenshot({ path: 'test-results/photos-parcel-390.png', fullPage: true });
    await phone.setViewportSize({ width: 1366, height: 900 });
    await phone.screenshot({ path: 'test-results/photos-parcel-1366.png', fullPage: true });
    await phone.close();
  });
});
