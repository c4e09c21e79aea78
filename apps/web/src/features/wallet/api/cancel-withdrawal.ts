import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useCancelWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<WithdrawalRow>(`customer/cancelwithdrawal/${id}`, { method: 'PUT' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.withdrawals });
      void client.invalidateQueries({ queryKey: queryKeys.wallet });
      void client.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
