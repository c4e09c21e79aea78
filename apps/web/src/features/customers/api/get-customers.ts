import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminCustomerRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api, type ListAnswer } from '../../../lib/api-client';

/** A few customers a keyword finds, locked ones too: a transfer is assigned to one picked here. */
export const customersQuery = (filter: { keyword: string; skip: number; take: number }) =>
  queryOptions({
    queryKey: [...adminKeys.customers, 'list', filter],
    queryFn: () =>
      api<ListAnswer<AdminCustomerRow>>('admin/customers', {
        query: { keyword: filter.keyword || undefined, skip: filter.skip, take: filter.take },
      }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: () => api<AdminCustomerDetail>(`admin/customers/${id}`),
  });
