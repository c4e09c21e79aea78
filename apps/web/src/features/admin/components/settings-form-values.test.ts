import { describe, expect, it } from 'vitest';
import { messages, settingsUpdateSchema, type Settings, type Warehouse } from '@app/shared';
import { settingsRules, toFormValues, toPayload } from './settings-form-values';
import { sectionById, settingsSections } from './settings-sections';
import { thousands } from './thousands';

const warehouses: Warehouse[] = [
  { Id: 1, Name: 'Hà Nội', Description: '' },
  { Id: 2, Name: 'TP. Hồ Chí Minh', Description: '' },
  { Id: 3, Name: 'Đà Nẵng', Description: '' },
];

const settings = {
  FeeBuyer: { '0-2000000': 3, '2000001-0': 2 },
  InspectionFees: [{ Min: 1, Max: 0, Value: 5_000 }],
  ShippingPrices: [
    {
      WarehouseId: 1,
      Tiers: [
        { Min: 0, Max: 10, Value: 31_000 },
        { Min: 10, Max: 0, Value: 29_000 },
      ],
    },
    { WarehouseId: 2, Tiers: [{ Min: 0, Max: 0, Value: 39_000 }] },
  ],
  CustomerLevels: [],
  ChinaAddresses: [{ WarehouseId: 2, Receiver: '阿明', Phone: '13800138000', Address: '广州市' }],
} as unknown as Settings;

describe('the settings editor', () => {
  it('shows money with thousands dots and keeps plain numbers', () => {
    expect(thousands.formatter(3700)).toBe('3.700');
    expect(thousands.parser('1.250.000')).toBe(1_250_000);
  });

  it('edits every fee table as bands, an open band with "Đến" left empty', () => {
    const values = toFormValues(settings, warehouses);
    expect(values.FeeBuyer).toEqual([
      { Min: 0, Max: 2_000_000, Value: 3 },
      { Min: 2_000_001, Max: null, Value: 2 },
    ]);
    expect(values.ShippingPrices.map((prices) => prices.WarehouseId)).toEqual([1, 2, 3]);
    expect(values.ShippingPrices[0]?.Tiers[1]).toEqual({ Min: 10, Max: null, Value: 29_000 });
    // Đà Nẵng has no prices yet: an empty table to fill.
    expect(values.ShippingPrices[2]?.Tiers).toEqual([]);
  });

  it('saves only the keys of the section, as the server keeps them', () => {
    const values = toFormValues(settings, warehouses);
    values.FeeBuyer[1] = { Min: 2_000_001, Max: null, Value: 2.5 };
    values.ShippingPrices[0]!.Tiers[0]!.Value = 33_000;
    expect(toPayload(values, ['FeeBuyer'])).toEqual({
      FeeBuyer: { '0-2000000': 3, '2000001-0': 2.5 },
    });
    const shipping = toPayload(values, ['ShippingPrices']);
    expect(Object.keys(shipping)).toEqual(['ShippingPrices']);
    // The warehouse left without a band is not saved.
    expect(shipping.ShippingPrices).toEqual([
      {
        WarehouseId: 1,
        Tiers: [
          { Min: 0, Max: 10, Value: 33_000 },
          { Min: 10, Max: 0, Value: 29_000 },
        ],
      },
      { WarehouseId: 2, Tiers: [{ Min: 0, Max: 0, Value: 39_000 }] },
    ]);
  });

  it('keeps one Chinese address per warehouse, saving and checking only those given', async () => {
    const values = toFormValues(settings, warehouses);
    expect(values.ChinaAddresses.map((address) => address.WarehouseId)).toEqual([1, 2, 3]);
    expect(values.ChinaAddresses[0]).toEqual({
      WarehouseId: 1,
      Receiver: '',
      Phone: '',
      Address: '',
    });
    // Hà Nội left blank is not saved; Đà Nẵng given a receiver must have its address too.
    values.ChinaAddresses[2] = { WarehouseId: 3, Receiver: '小李', Phone: '', Address: '' };
    expect(toPayload(values, ['ChinaAddresses']).ChinaAddresses).toEqual([
      values.ChinaAddresses[1],
      values.ChinaAddresses[2],
    ]);
    const ruleOn = (path: Array<string | number>) => {
      const [rule] = settingsRules(path);
      const validator = (rule as (form: unknown) => { validator: () => Promise<void> })({
        getFieldsValue: () => values,
      });
      return validator.validator();
    };
    await expect(ruleOn(['ChinaAddresses', 0, 'Address'])).resolves.toBeUndefined();
    await expect(ruleOn(['ChinaAddresses', 2, 'Address'])).rejects.toThrow(
      messages.chinaAddressRequired,
    );
  });

  it('has every setting in exactly one section, found again from the address', () => {
    const keys = settingsSections.flatMap((section) => section.keys);
    // But the selling rate, set on the rate page (features/rates).
    const editable = Object.keys(settingsUpdateSchema.shape).filter((key) => key !== 'CurrentRate');
    expect([...keys].sort()).toEqual(editable.sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(sectionById('shipping').title).toBe('Phí vận chuyển theo kho');
    expect(sectionById('khong-co')).toBe(settingsSections[0]);
    expect(sectionById(null)).toBe(settingsSections[0]);
  });
});
