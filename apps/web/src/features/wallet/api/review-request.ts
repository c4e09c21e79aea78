import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DepositRow, WithdrawalRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api, type ListAnswer } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export type RequestKind = 'deposits' | 'withdrawals';

export type Review =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/**
 * Approve or refuse a deposit or withdrawal. The answer replaces the row in the cached lists, so it
 * stays in view with its new status; customers (balances) are read again.
 */
export function useReviewRequest(kind: RequestKind) {
  const client = useQueryClient();
  const listKey: QueryKey = kind === 'deposits' ? adminKeys.deposits : adminKeys.withdrawals;
  return useMutation({
    // Each decision carries its own key: a retry of a lost answer gets that answer, not a refusal.
    mutationFn: (review: Review) =>
      api<DepositRow | WithdrawalRow>(`admin/${kind}/${review.id}/${review.action}`, {
        method: 'PUT',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...(review.action === 'reject' && { body: { Reason: review.reason } }),
      }),
    onSuccess: (row) => {
      client.setQueriesData<ListAnswer<{ Id: number }>>({ queryKey: listKey }, (list) =>
        list
          ? {
              ...list,
              Items: list.Items.map((item) => (item.Id === row.Id ? { ...item, ...row } : item)),
            }
          : list,
      );
      void client.invalidateQueries({ queryKey: adminKeys.customers });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
    // A refused move (already reviewed by a colleague): show the list as it is now.
    onError: () => void client.invalidateQueries({ queryKey: listKey }),
  });
}
