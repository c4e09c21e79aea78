import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateVoucherInput, FundAccountRow, VoucherRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { adminKeys } from '../../../lib/query-keys';

/** The console's receipts and payments (phiếu thu/chi): the list's query key (useConsoleList's start). */
export const vouchersKey = [...adminKeys.all, 'vouchers'] as const;

/** The fund accounts with their balances: the cards above the list and the form's choice. */
export const fundAccountsKey = [...adminKeys.all, 'fund-accounts'] as const;

export const fundAccountsQuery = queryOptions({
  queryKey: fundAccountsKey,
  queryFn: () => api<FundAccountRow[]>('admin/fund-accounts', { noloading: true }),
});

/**
 * What a voucher written or decided changes: the lists, the funds' balances, and (once one with a
 * customer is approved) that customer's wallet; the audit log records each step.
 */
function refreshAfterVoucher(client: QueryClient) {
  void client.invalidateQueries({ queryKey: vouchersKey });
  void client.invalidateQueries({ queryKey: fundAccountsKey });
  void client.invalidateQueries({ queryKey: adminKeys.customers });
  void client.invalidateQueries({ queryKey: adminKeys.audit });
}

/**
 * POST admin/vouchers, with the submission's Idempotency-Key (a double click writes one voucher).
 * A refusal is not alerted: the form shows it under its fields.
 */
export function useCreateVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: CreateVoucherInput;
      idempotencyKey: string;
    }) =>
      api<{ Id: number; Code: string }>('admin/vouchers', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        quiet: true,
      }),
    onSuccess: () => refreshAfterVoucher(client),
  });
}

export type VoucherDecision =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/**
 * A second person approves (money moves: the fund, and a customer's wallet with it) or rejects a
 * waiting voucher. An approval carries its own Idempotency-Key: a retry of a lost answer gets that
 * answer instead of a refusal. A refusal (the writer, a payment past the customer's balance, a
 * voucher a colleague decided first) is alerted, and the list shows how things stand now.
 */
export function useDecideVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: VoucherDecision) =>
      decision.action === 'approve'
        ? api<VoucherRow>(`admin/vouchers/${decision.id}/approve`, {
            method: 'PUT',
            headers: { 'Idempotency-Key': newIdempotencyKey() },
          })
        : api<VoucherRow>(`admin/vouchers/${decision.id}/reject`, {
            method: 'PUT',
            body: { Reason: decision.reason },
          }),
    onSettled: () => refreshAfterVoucher(client),
  });
}
