import type { Settings } from '@app/shared';

/**
 * Reference settings written on first start (DESIGN §2). Staff change them later in the console;
 * the seed never overwrites a value that exists. Bank BINs are the NAPAS codes VietQR needs.
 */
export const defaultSettings: Settings = {
  // The selling rate of an installation from before rates had their history (exchange_rates):
  // read only while no selling rate has been applied there (rate-in-force.ts).
  CurrentRate: 3650,
  // Đồng added to Vietcombank's transfer rate when the morning's selling rate is proposed.
  RateMargin: 0,
  FeeBuyer: {
    '0-2000000': 3,
    '2000001-20000000': 2.5,
    '20000001-100000000': 2,
    '100000001-0': 1.5,
  },
  MinBuyerFee: 9_000,
  DepositPercent: 70,
  InspectionFees: [
    { Min: 1, Max: 2, Value: 5_000 },
    { Min: 3, Max: 10, Value: 3_500 },
    { Min: 11, Max: 100, Value: 2_000 },
    { Min: 101, Max: 500, Value: 1_500 },
    { Min: 501, Max: 0, Value: 1_000 },
  ],
  WoodenCrate: { FirstKgCNY: 20, NextKgCNY: 1 },
  // Warehouse 1 is Hà Nội, 2 TP. Hồ Chí Minh (seed.ts).
  ShippingPrices: [
    {
      WarehouseId: 1,
      Tiers: [
        { Min: 0, Max: 10, Value: 31_000 },
        { Min: 10, Max: 30, Value: 30_000 },
        { Min: 30, Max: 0, Value: 29_000 },
      ],
    },
    {
      WarehouseId: 2,
      Tiers: [
        { Min: 0, Max: 10, Value: 39_000 },
        { Min: 10, Max: 30, Value: 38_000 },
        { Min: 30, Max: 0, Value: 37_000 },
      ],
    },
  ],
  VolumetricDivisor: 6_000,
  MinChargedWeight: 0.5,
  InsurancePercent: 5,
  FreeStorageDays: 7,
  StorageFeePerKgDay: 1_000,
  // What the carrier charges per kg from the Chinese warehouse to Vietnam: the profit report's
  // freight cost, below the prices charged (ShippingPrices).
  FreightCostPerKg: 22_000,
  NotifySite: '',
  ExtensionLink: '',
  // The oldest browser extension allowed to add to carts: raised when a shop's page changes so
  // much that older versions read it wrong.
  ExtensionMinVersion: '1.0.0',
  // No Zalo template approved yet: nothing is sent on Zalo until staff enter one per event.
  ZaloTemplates: {},
  ShippingMarkPrefix: 'HANGTQ',
  // Where the shops send each destination warehouse's goods; example addresses for staff to set.
  ChinaAddresses: [
    {
      WarehouseId: 1,
      Receiver: '阿明',
      Phone: '13800138000',
      Address: '广东省广州市白云区太和镇示例路88号 越南河内线 A3仓',
    },
    {
      WarehouseId: 2,
      Receiver: '阿明',
      Phone: '13800138000',
      Address: '广东省广州市白云区太和镇示例路88号 越南胡志明线 B2仓',
    },
  ],
  CustomerLevels: [
    {
      Level: 0,
      Name: 'Thường',
      MinSpending: 0,
      DepositPercent: 70,
      FeeBuyerDiscount: 0,
      WeightFeeDiscount: 0,
    },
    {
      Level: 1,
      Name: 'VIP1',
      MinSpending: 50_000_000,
      DepositPercent: 65,
      FeeBuyerDiscount: 5,
      WeightFeeDiscount: 2,
    },
    {
      Level: 2,
      Name: 'VIP2',
      MinSpending: 200_000_000,
      DepositPercent: 60,
      FeeBuyerDiscount: 10,
      WeightFeeDiscount: 4,
    },
    {
      Level: 3,
      Name: 'VIP3',
      MinSpending: 500_000_000,
      DepositPercent: 55,
      FeeBuyerDiscount: 15,
      WeightFeeDiscount: 6,
    },
    {
      Level: 4,
      Name: 'VIP4',
      MinSpending: 1_000_000_000,
      DepositPercent: 50,
      FeeBuyerDiscount: 20,
      WeightFeeDiscount: 8,
    },
    {
      Level: 5,
      Name: 'VIP5',
      MinSpending: 2_000_000_000,
      DepositPercent: 40,
      FeeBuyerDiscount: 25,
      WeightFeeDiscount: 10,
    },
  ],
  Contacts: {
    Offices: [
      {
        Name: 'Văn phòng Hà Nội',
        Address: 'Số 18 Phố Huế, Hai Bà Trưng, Hà Nội',
        Phone: '024 3974 5566',
      },
      {
        Name: 'Văn phòng TP. Hồ Chí Minh',
        Address: '125 Lý Chính Thắng, Phường Võ Thị Sáu, Quận 3, TP. Hồ Chí Minh',
        Phone: '028 3930 7788',
      },
      {
        Name: 'Kho Quảng Châu (Trung Quốc)',
        Address: 'Số 68 phố Thạch Tỉnh, quận Bạch Vân, Quảng Châu, Quảng Đông',
        Phone: '+86 20 3622 1199',
      },
    ],
    Hotline: '1900 6868',
    WarehousePhone: '0909 123 456',
    FeedbackPhone: '0988 654 321',
  },
  BankAccounts: [
    {
      Id: 1,
      BankName: 'Vietcombank',
      BankBin: '970436',
      AccountNumber: '0011004123456',
      AccountName: 'CONG TY TNHH HANG TQ',
      Branch: 'Chi nhánh Hà Nội',
    },
    {
      Id: 2,
      BankName: 'Techcombank',
      BankBin: '970407',
      AccountNumber: '19036688899001',
      AccountName: 'CONG TY TNHH HANG TQ',
      Branch: 'Chi nhánh Hoàn Kiếm',
    },
    {
      Id: 3,
      BankName: 'MB Bank',
      BankBin: '970422',
      AccountNumber: '0680123456789',
      AccountName: 'CONG TY TNHH HANG TQ',
      Branch: 'Chi nhánh Sở Giao dịch',
    },
  ],
};
