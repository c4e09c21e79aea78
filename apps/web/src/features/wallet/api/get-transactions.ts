import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransactionRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TransactionFilter {
  orderCode: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  /** 1..7 or '' for every type */
  transactionType: string;
  skip: number;
  take: number;
}

export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: [...queryKeys.transactions, filter],
    queryFn: () =>
      api<{ Items: TransactionRow[]; Total: number }>('customer/transactions', {
        query: {
          orderCode: filter.orderCode,
          from: filter.from,
          end: filter.end,
          transactionType: filter.transactionType,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });
