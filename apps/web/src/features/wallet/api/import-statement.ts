import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementImportAnswer, StatementImportInput } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';
import { bankTransferKeys } from '../../bank-transfers/api/bank-transfers';

/** A statement: the text of a CSV (`Csv`) or a bank's .xlsx export in base64 (`Xlsx`). */
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
