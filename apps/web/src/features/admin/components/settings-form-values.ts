import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import {
  feeBuyerBands,
  settingsUpdateSchema,
  tiersOfRangeTable,
  type ChinaAddress,
  type FeeTier,
  type Settings,
  type SettingsSaveInput,
  type Warehouse,
} from '@app/shared';
import type { SettingsKey } from './settings-sections';

/** A band as the editor holds it: an empty "Đến" is the open band (saved as Max 0). */
export interface BandRow {
  Min: number | null;
  Max: number | null;
  Value: number | null;
}

/**
 * The editor's shape: every fee table as rows of bands (FeeBuyer's map too: a map cannot be a
 * Form.List), and one table per destination warehouse, empty for a warehouse without prices.
 */
export type SettingsFormValues = Omit<
  Settings,
  'FeeBuyer' | 'InspectionFees' | 'ShippingPrices'
> & {
  FeeBuyer: BandRow[];
  InspectionFees: BandRow[];
  ShippingPrices: Array<{ WarehouseId: number; Tiers: BandRow[] }>;
};

const toRows = (tiers: readonly FeeTier[]): BandRow[] =>
  tiers.map((tier) => ({ ...tier, Max: tier.Max === 0 ? null : tier.Max }));

/** A band typed in the editor as the schema reads it: a field left empty is not a number. */
const toTiers = (rows: readonly (BandRow | undefined)[] | undefined): FeeTier[] =>
  (rows ?? []).map((row) => ({
    Min: row?.Min ?? Number.NaN,
    Max: row?.Max ?? 0,
    Value: row?.Value ?? Number.NaN,
  }));

export function toFormValues(
  settings: Settings,
  warehouses: readonly Warehouse[],
): SettingsFormValues {
  const priced = settings.ShippingPrices.map((prices) => prices.WarehouseId);
  return {
    ...settings,
    FeeBuyer: toRows(tiersOfRangeTable(settings.FeeBuyer)),
    InspectionFees: toRows(settings.InspectionFees),
    ShippingPrices: [
      ...settings.ShippingPrices.map((prices) => ({ ...prices, Tiers: toRows(prices.Tiers) })),
      ...warehouses
        .filter((warehouse) => !priced.includes(warehouse.Id))
        .map((warehouse) => ({ WarehouseId: warehouse.Id, Tiers: [] })),
    ],
    // One address per destination warehouse, blank where staff have not given one yet.
    ChinaAddresses: warehouses.map(
      (warehouse) =>
        settings.ChinaAddresses.find((address) => address.WarehouseId === warehouse.Id) ?? {
          WarehouseId: warehouse.Id,
          Receiver: '',
          Phone: '',
          Address: '',
        },
    ),
  };
}

/** A Chinese address row left wholly blank: its warehouse has none yet, and none is saved. */
const blankAddress = (row: Partial<ChinaAddress> | undefined) =>
  !row?.Receiver?.trim() && !row?.Phone?.trim() && !row?.Address?.trim();

/** One setting of the editor as the server keeps it. */
function payloadValue(values: SettingsFormValues, key: SettingsKey): unknown {
  switch (key) {
    case 'FeeBuyer':
      return Object.fromEntries(
        toTiers(values.FeeBuyer).map((tier) => [`${tier.Min}-${tier.Max}`, tier.Value]),
      );
    case 'InspectionFees':
      return toTiers(values.InspectionFees);
    case 'ShippingPrices':
      // A warehouse left without a band has no prices yet: it is not saved.
      return (values.ShippingPrices ?? [])
        .filter((prices) => (prices?.Tiers ?? []).length > 0)
        .map((prices) => ({ WarehouseId: prices.WarehouseId, Tiers: toTiers(prices.Tiers) }));
    case 'ChinaAddresses':
      return (values.ChinaAddresses ?? []).filter((row) => !blankAddress(row));
    case 'CustomerLevels':
      // Levels are numbered by their position (the schema wants 0, 1, 2...).
      return (values.CustomerLevels ?? []).map((level, index) => ({ ...level, Level: index }));
    default:
      return values[key];
  }
}

/** The save of a section: only its keys, as the server keeps them. */
export function toPayload(
  values: SettingsFormValues,
  keys: readonly SettingsKey[],
): SettingsSaveInput {
  return Object.fromEntries(keys.map((key) => [key, payloadValue(values, key)]));
}

const samePath = (a: ReadonlyArray<PropertyKey>, b: ReadonlyArray<PropertyKey>) =>
  a.length === b.length && a.every((part, index) => String(part) === String(b[index]));

/**
 * What checks the field at `path`: the schema, the value it reads and the path left inside it.
 * Fee tables are checked as the rows staff see (FeeBuyer's map keys would hide the row), and each
 * warehouse's table by itself (an empty one is not saved).
 */
function checkOf(
  values: SettingsFormValues,
  path: ReadonlyArray<string | number>,
): { schema: z.ZodType; value: unknown; rest: ReadonlyArray<string | number> } {
  const key = path[0] as SettingsKey;
  if (key === 'FeeBuyer') {
    return { schema: feeBuyerBands, value: toTiers(values.FeeBuyer), rest: path.slice(1) };
  }
  if (key === 'ShippingPrices') {
    const tiers = values.ShippingPrices?.[Number(path[1])]?.Tiers ?? [];
    const schema = settingsUpdateSchema.shape.ShippingPrices.element.shape.Tiers;
    return { schema, value: toTiers(tiers), rest: path.slice(3) };
  }
  if (key === 'ChinaAddresses') {
    // Each warehouse's address by itself: a blank one is not saved, so it is not checked.
    const row = values.ChinaAddresses?.[Number(path[1])];
    const schema = settingsUpdateSchema.shape.ChinaAddresses.element;
    return blankAddress(row)
      ? { schema: settingsUpdateSchema.shape.ChinaAddresses, value: [], rest: [] }
      : { schema, value: row, rest: path.slice(2) };
  }
  return {
    schema: settingsUpdateSchema.shape[key],
    value: payloadValue(values, key),
    rest: path.slice(1),
  };
}

/** Throws the settings schema's sentence about the field at `path`, if there is one. */
function check(values: SettingsFormValues, path: ReadonlyArray<string | number>) {
  const { schema, value, rest } = checkOf(values, path);
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues.find((item) => samePath(item.path, rest));
  if (issue) throw new Error(issue.message);
}

/**
 * antd rules for a field at `path` of the settings editor, checked with the settings schema the
 * server uses, so every message is the server's.
 */
export function settingsRules(path: ReadonlyArray<string | number>): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async () => check(getFieldsValue(true) as SettingsFormValues, path),
    }),
  ];
}

/** The rules of a list as a whole (at least one bank account, levels in order...). */
export const settingsListRules = (form: FormInstance, path: ReadonlyArray<string | number>) => [
  { validator: async () => check(form.getFieldsValue(true) as SettingsFormValues, path) },
];
