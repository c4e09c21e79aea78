import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DepositRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RequestFilter {
  /** 0..3 or '' for every status */
  status: string;
  skip: number;
  take: number;
}

export const depositsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...queryKeys.deposits, filter],
    queryFn: () =>
      api<{ Items: DepositRow[]; Total: number }>('customer/getdeposits', {
        query: { status: filter.status, skip: filter.skip, take: filter.take },
      }),
    placeholderData: keepPreviousData,
  });
