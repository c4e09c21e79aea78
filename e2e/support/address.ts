import type { Page } from '@playwright/test';

/**
 * Fills the delivery request's address as a customer does: the province and the ward found by
 * typing part of their names without diacritics, then the street.
 */
export async function fillDeliveryAddress(
  page: Page,
  address: {
    province: [typed: string, name: string];
    ward: [typed: string, name: string];
    street: string;
  },
) {
  for (const [label, [typed, name]] of [
    ['Tỉnh/Thành phố', address.province],
    ['Phường/Xã', address.ward],
  ] as const) {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(typed);
    await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
  }
  await page.getByLabel('Số nhà, tên đường').fill(address.street);
}
