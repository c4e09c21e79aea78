import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransactionRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

export interface TransactionFilter extends PageQuery {
  orderCode: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  /** 1..7 or '' for every type */
  transactionType: string;
}

export const transactionsQuery = listQuery<TransactionRow, TransactionFilter>(
  queryKeys.transactions,
  'customer/transactions',
);

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
