import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminDepositRow, AdminWithdrawalRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, type ListAnswer } from './keys';

export interface RequestFilter {
  /** undefined: every status */
  status: number | undefined;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  skip: number;
  take: number;
}

const query = (filter: RequestFilter) => ({
  status: filter.status,
  from: filter.from || undefined,
  end: filter.end || undefined,
  skip: filter.skip,
  take: filter.take,
});

export const depositsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...adminKeys.deposits, filter],
    queryFn: () => api<ListAnswer<AdminDepositRow>>('admin/deposits', { query: query(filter) }),
    placeholderData: keepPreviousData,
  });

export const withdrawalsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...adminKeys.withdrawals, filter],
    queryFn: () =>
      api<ListAnswer<AdminWithdrawalRow>>('admin/withdrawals', { query: query(filter) }),
    placeholderData: keepPreviousData,
  });
