import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface WithdrawalSubmission {
  input: WithdrawalInput;
  idempotencyKey: string;
}

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: WithdrawalSubmission) =>
      api<{ Id: number; Code: string }>('customer/withdrawal', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.withdrawals });
      void client.invalidateQueries({ queryKey: queryKeys.wallet });
      // The available amount shrinks by the pending request; the balance follows on approval.
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
