import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { BankTransferStatus, type BankTransferRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** Incoming transfers (SePay, Casso, statement lines): every list and the menu's count. */
export const bankTransferKeys = {
  all: [...adminKeys.all, 'bank-transfers'],
  unmatchedCount: [...adminKeys.all, 'bank-transfers', 'unmatched-count'],
} as const;

export interface BankTransferFilter {
  /** 0 chưa khớp · 1 đã khớp · 2 đã trả lại */
  status: string;
  /** Part of the content, a bank reference, a deposit or a customer code. */
  keyword: string;
  skip: number;
  take: number;
}

/** admin/bank-transfers: incoming transfers by status, newest first. */
export const bankTransfersQuery = (filter: BankTransferFilter) =>
  queryOptions({
    queryKey: [...bankTransferKeys.all, 'list', filter],
    queryFn: () =>
      api<ListAnswer<BankTransferRow>>('admin/bank-transfers', {
        query: {
          status: filter.status,
          keyword: filter.keyword || undefined,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** How many transfers wait for staff: one row asked for, the total read (the menu's badge). */
export const unmatchedCountQuery = queryOptions({
  queryKey: bankTransferKeys.unmatchedCount,
  queryFn: async () =>
    (
      await api<ListAnswer<BankTransferRow>>('admin/bank-transfers', {
        query: { status: BankTransferStatus.Unmatched, take: 1 },
        noloading: true,
      })
    ).Total,
  refetchInterval: 60_000,
});

function refreshAfterMove(client: QueryClient) {
  void client.invalidateQueries({ queryKey: bankTransferKeys.all });
  void client.invalidateQueries({ queryKey: adminKeys.deposits });
  void client.invalidateQueries({ queryKey: adminKeys.customers });
  void client.invalidateQueries({ queryKey: adminKeys.audit });
}

export interface TransferAssignment {
  id: number;
  customerId: number;
  /** One key per submission (a double click assigns once). */
  idempotencyKey: string;
}

/** bank-transfers/{id}/assign: a deposit is made and confirmed for the customer. */
export function useAssignTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, customerId, idempotencyKey }: TransferAssignment) =>
      api<BankTransferRow>(`admin/bank-transfers/${id}/assign`, {
        method: 'PUT',
        body: { CustomerId: customerId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: () => refreshAfterMove(client),
  });
}

export interface TransferReturn {
  id: number;
  reason: string;
  idempotencyKey: string;
}

/** bank-transfers/{id}/return: the money goes back to the sender, nothing is credited. */
export function useReturnTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, idempotencyKey }: TransferReturn) =>
      api<BankTransferRow>(`admin/bank-transfers/${id}/return`, {
        method: 'PUT',
        body: { Reason: reason },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: () => refreshAfterMove(client),
  });
}
