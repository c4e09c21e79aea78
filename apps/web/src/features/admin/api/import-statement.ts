import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatementImportAnswer } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

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
