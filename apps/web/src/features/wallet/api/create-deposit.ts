import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositCreated, DepositInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The key is made once per submission by the caller, so a double click creates one request. */
export interface DepositSubmission {
  input: DepositInput;
  idempotencyKey: string;
}

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: DepositSubmission) =>
      api<DepositCreated>('customer/deposit', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.deposits }),
  });
}
