import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WithdrawalRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RequestFilter } from './get-deposits';

export const withdrawalsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...queryKeys.withdrawals, filter],
    queryFn: () =>
      api<{ Items: WithdrawalRow[]; Total: number }>('customer/getwithdrawals', {
        query: { status: filter.status, skip: filter.skip, take: filter.take },
      }),
    placeholderData: keepPreviousData,
  });
