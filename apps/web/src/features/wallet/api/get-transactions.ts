import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransactionRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

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
      api<ListAnswer<TransactionRow>>('customer/transactions', {
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

/** The same ledger of one customer, as staff read it in the console. */
export const customerLedgerQuery = (customerId: number, paging: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...adminKeys.ledger(customerId), paging],
    queryFn: () =>
      api<ListAnswer<TransactionRow>>(`admin/customers/${customerId}/transactions`, {
        query: paging,
      }),
    placeholderData: keepPreviousData,
  });
