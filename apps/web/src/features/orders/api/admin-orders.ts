import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, BoughtInput, CountInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { adminKeys } from '../../../lib/query-keys';

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.orders, 'detail', id],
    queryFn: () => api<AdminOrderDetail>(`admin/orders/${id}`),
  });

export type DeskStep =
  | { action: 'start-buying' }
  | { action: 'bought'; body: BoughtInput }
  | { action: 'shop-shipped'; body: { TransportCodes: string[] } }
  | { action: 'count'; body: CountInput }
  | { action: 'cancel'; body: { Reason: string } };

/** One step of an order at the buying desk; the answer replaces the order on screen. */
export function useDeskStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: DeskStep) =>
      api<AdminOrderDetail>(`admin/orders/${id}/${step.action}`, {
        method: 'PUT',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...('body' in step && { body: step.body }),
      }),
    onSuccess: (detail) => {
      client.setQueryData(adminOrderQuery(id).queryKey, detail);
      void client.invalidateQueries({ queryKey: [...adminKeys.orders, 'board'] });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

/**
 * The same step on many orders at once (start buying a morning's deposits): each order moves on
 * its own, so one refused (moved meanwhile by a colleague) does not hold back the others.
 */
export function useBulkStartBuying() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(
        ids.map((id) =>
          api<AdminOrderDetail>(`admin/orders/${id}/start-buying`, {
            method: 'PUT',
            headers: { 'Idempotency-Key': newIdempotencyKey() },
            quiet: true,
          }),
        ),
      );
      return {
        moved: results.filter((result) => result.status === 'fulfilled').length,
        refused: results.filter((result) => result.status === 'rejected').length,
      };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
