import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentInput, AdminCustomerDetail } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, newIdempotencyKey } from './keys';

/** Supporter, lock and balance adjustments of one customer; each refreshes what it changes. */
export function useUpdateCustomer(id: number) {
  const client = useQueryClient();
  const refresh = (detail?: AdminCustomerDetail) => {
    if (detail) client.setQueryData(adminKeys.customer(id), detail);
    void client.invalidateQueries({ queryKey: adminKeys.customers });
    void client.invalidateQueries({ queryKey: adminKeys.audit });
  };

  const supporter = useMutation({
    mutationFn: (SupporterId: number | null) =>
      api<AdminCustomerDetail>(`admin/customers/${id}/supporter`, {
        method: 'PUT',
        body: { SupporterId },
      }),
    onSuccess: refresh,
  });

  const lock = useMutation({
    mutationFn: (Locked: boolean) =>
      api<AdminCustomerDetail>(`admin/customers/${id}/lock`, { method: 'PUT', body: { Locked } }),
    onSuccess: refresh,
  });

  const adjust = useMutation({
    mutationFn: (input: AdjustmentInput & { idempotencyKey: string }) =>
      api<{ Balance: number }>(`admin/customers/${id}/adjust`, {
        method: 'POST',
        body: { Amount: input.Amount, Reason: input.Reason },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: () => refresh(),
  });

  return { supporter, lock, adjust, newIdempotencyKey };
}
