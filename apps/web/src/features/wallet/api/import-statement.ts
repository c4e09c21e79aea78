import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementImportAnswer } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api<StatementImportAnswer>('admin/deposits/import', { method: 'POST', body: { Csv: csv } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.deposits });
      void client.invalidateQueries({ queryKey: adminKeys.customers });
    },
  });
}
