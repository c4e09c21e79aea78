import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StatementImportAnswer,
  StatementImportInput,
  StatementPreviewInput,
} from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';
import { bankTransferKeys } from '../../bank-transfers';

/**
 * What each line of a statement would do: the text of a CSV (`Csv`) or a bank's .xlsx export in
 * base64 (`Xlsx`). The server writes nothing, so nothing is invalidated.
 */
export function usePreviewStatement() {
  return useMutation({
    mutationFn: (statement: StatementPreviewInput) =>
      api<StatementImportAnswer>('admin/deposits/import/preview', {
        method: 'POST',
        body: statement,
      }),
  });
}

/** The same statement with its preview's digest: applied as previewed, or not at all (a 400). */
export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (statement: StatementImportInput) =>
      api<StatementImportAnswer>('admin/deposits/import', { method: 'POST', body: statement }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.deposits });
      void client.invalidateQueries({ queryKey: adminKeys.customers });
      // Lines naming a deposit they cannot confirm wait in the unmatched queue.
      void client.invalidateQueries({ queryKey: bankTransferKeys.all });
    },
  });
}
