import { queryOptions } from '@tanstack/react-query';
import type { Warehouse } from '@app/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Warehouses serve the register form and the user info form; loaded once at start (spec §7). */
export const warehousesQuery = queryOptions({
  queryKey: queryKeys.warehouses,
  // Public data: no session is involved, so a failure is not a "sign in again" case.
  queryFn: () =>
    api<Warehouse[]>('account/getwarehouses', { noloading: true, authHandling: false }),
  staleTime: Infinity,
});
