import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminCustomerRow, TransactionRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, type ListAnswer } from './keys';

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

export const customerLedgerQuery = (id: number, paging: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...adminKeys.ledger(id), paging],
    queryFn: () =>
      api<ListAnswer<TransactionRow>>(`admin/customers/${id}/transactions`, { query: paging }),
    placeholderData: keepPreviousData,
  });
