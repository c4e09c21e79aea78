import { expect, type Page } from '@playwright/test';
import { dialog } from './ui.js';

/**
 * The warehouse scans as staff do them in the console: a barcode scanner types the number and
 * presses Enter. `desk` is a page signed in as staff.
 */

/** Receiving in China: scan, weigh (the fee is quoted before saving), Enter saves. */
export async function receiveInChina(desk: Page, transportCode: string, kg: string) {
  await desk.goto('/#/admin/warehouse/receive-china');
  const scan = desk.getByLabel('Mã vận đơn');
  await scan.fill(transportCode);
  await scan.press('Enter');
  const weight = desk.getByLabel('Cân nặng (kg)');
  await weight.fill(kg);
  await expect(desk.getByText(/ kg \(.+\) × [\d.]+ ₫ .*= [\d.]+ ₫/).first()).toBeVisible();
  await weight.press('Enter');
  // Saved: the next scan is ready at once, and the parcel is in the "Vừa nhận" list.
  await expect(scan).toBeFocused();
  await expect(desk.getByText(transportCode).first()).toBeVisible();
}

/** Shipping out of China: the numbers scanned into one batch, then shipped together. */
export async function shipOut(desk: Page, transportCodes: string[]) {
  await desk.goto('/#/admin/warehouse/ship');
  const scan = desk.getByLabel('Quét mã vận đơn vào lô');
  for (const code of transportCodes) {
    await scan.fill(code);
    await scan.press('Enter');
  }
  await desk.getByRole('button', { name: `Xuất kho (${transportCodes.length} kiện)` }).click();
  await dialog(desk, 'Xác thực').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(
    desk.getByText(new RegExp(`^Đã xuất ${transportCodes.length} kiện .* đi Việt Nam$`)),
  ).toBeVisible();
}

/** Receiving in Vietnam: the warehouse chosen once, then each number scanned. */
export async function receiveInVietnam(desk: Page, transportCodes: string[], warehouse: string) {
  await desk.goto('/#/admin/warehouse/receive-vietnam');
  await desk.getByLabel('Kho nhận').click();
  await desk.getByTitle(warehouse).click();
  const scan = desk.getByLabel('Mã vận đơn');
  for (const code of transportCodes) {
    await scan.fill(code);
    await scan.press('Enter');
    await expect(desk.getByText(`Đã về ${warehouse}`, { exact: false }).first()).toBeVisible();
    await expect(scan).toHaveValue('');
  }
}
