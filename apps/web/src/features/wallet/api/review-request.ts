import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleListAnswer, DepositRow, WithdrawalRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

export type RequestKind = 'deposits' | 'withdrawals';

/** The query key of a queue's lists (useConsoleList's start). */
export const requestQueueKey = (kind: RequestKind) =>
  kind === 'deposits' ? adminKeys.deposits : adminKeys.withdrawals;

export type Review =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

type Reviewed = DepositRow | WithdrawalRow;

/**
 * A cached page with the reviewed request in its new status: the row stays where the reviewer
 * saw it (the pending tab does not jump under the next click), and the tabs' counts move it.
 */
function withReviewed(list: ConsoleListAnswer<{ Id: number; Status: number }>, row: Reviewed) {
  const before = list.Items.find((item) => item.Id === row.Id);
  if (!before) return list;
  const counts = new Map(list.Counts.map((count) => [count.Status, count.Count]));
  counts.set(before.Status, (counts.get(before.Status) ?? 0) - 1);
  counts.set(row.Status, (counts.get(row.Status) ?? 0) + 1);
  return {
    ...list,
    Items: list.Items.map((item) => (item.Id === row.Id ? { ...item, ...row } : item)),
    Counts: [...counts]
      .filter(([, count]) => count > 0)
      .map(([Status, Count]) => ({ Status, Count }))
      .sort((a, b) => a.Status - b.Status),
  };
}

/**
 * Approve or refuse a deposit or withdrawal. The answer replaces the row in the cached lists, so it
 * stays in view with its new status; customers (balances) are read again.
 */
export function useReviewRequest(kind: RequestKind) {
  const client = useQueryClient();
  const listKey = requestQueueKey(kind);
  return useMutation({
    // Each decision carries its own key: a retry of a lost answer gets that answer, not a refusal.
    mutationFn: (review: Review) =>
      api<Reviewed>(`admin/${kind}/${review.id}/${review.action}`, {
        method: 'PUT',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...(review.action === 'reject' && { body: { Reason: review.reason } }),
      }),
    onSuccess: (row) => {
      client.setQueriesData<ConsoleListAnswer<{ Id: number; Status: number }>>(
        { queryKey: listKey },
        (list) => list && withReviewed(list, row),
      );
      void client.invalidateQueries({ queryKey: adminKeys.customers });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
    // A refused move (already reviewed by a colleague): show the list as it is now.
    onError: () => void client.invalidateQueries({ queryKey: listKey }),
  });
}
