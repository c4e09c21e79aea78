import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The console's queue of item pages the extension could not read. */
export const extensionReportsKey = [...adminKeys.all, 'extension-reports'] as const;

/** "Đã xử lý": staff looked at the page (fixed the reader, or answered the customer). */
export function useMarkReportHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api<unknown>(`admin/extension-reports/${id}/handled`, {
        method: 'PUT',
        body: { Note: note },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: extensionReportsKey });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
