import { composeAddress, type CreateDeliveryInput } from '@app/shared';
import { fieldError } from '../../lib/errors.js';
import { unitsOf } from './administrative-units.js';

/** Where a slip goes: its readable address, and the province and ward it was chosen from. */
export interface DeliveryPlace {
  address: string;
  street: string;
  provinceCode: string | null;
  wardCode: string | null;
}

/**
 * A request's address. Chosen by province and ward, it is written from their names here, so the
 * text a slip keeps always matches its codes; a ward of another province is refused on WardCode.
 * Without codes (the spec's free-text Address), the address is kept as sent.
 */
export function deliveryPlaceOf(input: CreateDeliveryInput): DeliveryPlace {
  if (input.ProvinceCode === '') {
    return { address: input.Address, street: '', provinceCode: null, wardCode: null };
  }
  const { province, ward } = unitsOf(input.ProvinceCode, input.WardCode);
  if (!province) throw fieldError('ProvinceCode', 'provinceUnknown');
  if (!ward) throw fieldError('WardCode', 'wardNotInProvince');
  return {
    address: composeAddress(input.Street, ward.Name, province.Name),
    street: input.Street,
    provinceCode: province.Code,
    wardCode: ward.Code,
  };
}
