import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BankTransferRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** Incoming transfers (SePay, Casso, statement lines): the console list (admin/bank-transfers). */
export const bankTransferKeys = {
  all: [...adminKeys.all, 'bank-transfers'],
} as const;

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
