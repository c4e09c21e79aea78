import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminDepositRow, AdminWithdrawalRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api, type ListAnswer } from '../../../lib/api-client';

/** The console's queue filter (the portal's lists filter by status only). */
export interface QueueFilter {
  /** A request code, a customer (code, name, email, phone), a transfer content or an account; '' for none. */
  keyword: string;
  /** undefined: every status */
  status: number | undefined;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  skip: number;
  take: number;
}

const query = (filter: QueueFilter) => ({
  keyword: filter.keyword || undefined,
  status: filter.status,
  from: filter.from || undefined,
  end: filter.end || undefined,
  skip: filter.skip,
  take: filter.take,
});

export const depositQueueQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...adminKeys.deposits, filter],
    queryFn: () => api<ListAnswer<AdminDepositRow>>('admin/deposits', { query: query(filter) }),
    placeholderData: keepPreviousData,
  });

export const withdrawalQueueQuery = (filter: QueueFilter) =>
  queryOptions({
    queryKey: [...adminKeys.withdrawals, filter],
    queryFn: () =>
      api<ListAnswer<AdminWithdrawalRow>>('admin/withdrawals', { query: query(filter) }),
    placeholderData: keepPreviousData,
  });
