import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** A staff correction of one customer's balance; the ledger, the customer and the log refresh. */
export function useAdjustBalance(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput & { idempotencyKey: string }) =>
      api<{ Balance: number }>(`admin/customers/${customerId}/adjust`, {
        method: 'POST',
        body: { Amount: input.Amount, Reason: input.Reason },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.customers });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
