import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { updateUserConfig } from '../../../lib/session';

type MarkRead = { Ids: number[] } | { All: true };

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkRead) =>
      api<{ Updated: number; TotalMessage: number }>('customer/updatereadmessage', {
        method: 'PUT',
        body: input,
        // Clicking a row should not flash the global loading bar.
        noloading: true,
      }),
    onSuccess: (answer) => {
      // The header badge follows at once; the lists refresh behind it.
      updateUserConfig({ NumberMessages: answer.TotalMessage });
      void client.invalidateQueries({ queryKey: queryKeys.messages });
      void client.invalidateQueries({ queryKey: queryKeys.settingDefault });
    },
  });
}
