import type { SettingsUpdateInput } from '@app/shared';

export type SettingsKey = keyof SettingsUpdateInput;

/** A section of the settings editor: a tab with its own form and its own "Lưu". */
export interface SettingsSection {
  /** Its name in the address (`?tab=shipping`), so a reload opens it again. */
  id: string;
  title: string;
  /**
   * The settings it shows and saves; every key of the settings belongs to exactly one section,
   * but CurrentRate: the selling rate has its history, the time it starts and the buying rate
   * beside it on the rate page (the API still takes CurrentRate from older callers, as a selling
   * rate set from now: modules/rates/settings-save.ts).
   */
  keys: readonly SettingsKey[];
}

export const settingsSections: readonly SettingsSection[] = [
  // The rates themselves are set, approved and kept as history on the rate page (features/rates);
  // here, the margin its morning proposal adds to Vietcombank's rate.
  { id: 'rate', title: 'Tỷ giá & đặt cọc', keys: ['RateMargin', 'DepositPercent'] },
  { id: 'buyer-fee', title: 'Phí mua hàng', keys: ['FeeBuyer', 'MinBuyerFee'] },
  {
    id: 'shipping',
    title: 'Phí vận chuyển theo kho',
    keys: ['ShippingPrices', 'VolumetricDivisor', 'MinChargedWeight', 'FreightCostPerKg'],
  },
  { id: 'inspection', title: 'Kiểm đếm', keys: ['InspectionFees'] },
  { id: 'crate', title: 'Đóng gỗ & bảo hiểm', keys: ['WoodenCrate', 'InsurancePercent'] },
  { id: 'storage', title: 'Lưu kho', keys: ['FreeStorageDays', 'StorageFeePerKgDay'] },
  { id: 'china', title: 'Kho Trung Quốc', keys: ['ShippingMarkPrefix', 'ChinaAddresses'] },
  { id: 'levels', title: 'Cấp khách hàng', keys: ['CustomerLevels'] },
  { id: 'banks', title: 'Tài khoản ngân hàng', keys: ['BankAccounts'] },
  { id: 'contacts', title: 'Văn phòng & liên hệ', keys: ['Contacts'] },
  {
    id: 'notices',
    title: 'Thông báo & tiện ích',
    keys: ['NotifySite', 'ExtensionLink', 'ExtensionMinVersion', 'ZaloTemplates'],
  },
];

/** The section an address names; the first one when it names none (or one that is gone). */
export const sectionById = (id: string | null): SettingsSection =>
  settingsSections.find((section) => section.id === id) ?? settingsSections[0]!;
