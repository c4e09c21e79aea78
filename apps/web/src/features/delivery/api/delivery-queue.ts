import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDeliveryRow, DeliverInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

export type DeliveryStep =
  | { id: number; action: 'start' }
  | { id: number; action: 'deliver'; body: DeliverInput }
  | { id: number; action: 'cancel'; body: { Reason: string } };

/** One move of a slip: taken out, handed over, or cancelled (its goods can go in a new slip). */
export function useDeliveryStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: DeliveryStep) =>
      api<AdminDeliveryRow>(`admin/deliveries/${step.id}/${step.action}`, {
        method: 'PUT',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...('body' in step && { body: step.body }),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.deliveries });
      void client.invalidateQueries({ queryKey: adminKeys.parcels });
      void client.invalidateQueries({ queryKey: adminKeys.consignments });
      void client.invalidateQueries({ queryKey: adminKeys.orders });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      void client.invalidateQueries({ queryKey: queryKeys.deliveries });
    },
  });
}

/** The codes a slip carries: ListOrders travels as a JSON string (spec §3). */
export function slipCodes(listOrders: string): string[] {
  try {
    const codes = JSON.parse(listOrders) as unknown;
    return Array.isArray(codes) ? codes.map(String) : [];
  } catch {
    return listOrders ? [listOrders] : [];
  }
}
