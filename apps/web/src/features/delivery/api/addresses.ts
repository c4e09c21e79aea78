import { queryOptions } from '@tanstack/react-query';
import type { ProvinceRow, SavedAddressRow, WardRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refresh';

/** The 34 provinces and cities (units since 1 July 2025), from the server, once per visit. */
export const provincesQuery = queryOptions({
  queryKey: queryKeys.provinces,
  queryFn: () =>
    api<ListAnswer<ProvinceRow>>('account/provinces', { noloading: true, authHandling: false }),
  staleTime: Infinity,
});

/** A province's wards, communes and special zones; nothing is asked before a province is chosen. */
export const wardsQuery = (provinceCode: string) =>
  queryOptions({
    queryKey: [...queryKeys.provinces, provinceCode, 'wards'],
    queryFn: () =>
      api<ListAnswer<WardRow>>(`account/provinces/${provinceCode}/wards`, {
        noloading: true,
        authHandling: false,
      }),
    staleTime: Infinity,
    enabled: provinceCode !== '',
  });

/** The customer's remembered addresses: the default, then the most recently used, first. */
export const savedAddressesQuery = queryOptions({
  queryKey: queryKeys.savedAddresses,
  queryFn: () => api<ListAnswer<SavedAddressRow>>('customer/addresses'),
});

export const useDeleteSavedAddress = () =>
  useRefreshingMutation(
    (id: number) => api(`customer/addresses/${id}`, { method: 'DELETE' }),
    [queryKeys.savedAddresses],
  );

export const useMakeDefaultAddress = () =>
  useRefreshingMutation(
    (id: number) => api(`customer/addresses/${id}/default`, { method: 'PUT' }),
    [queryKeys.savedAddresses],
  );
