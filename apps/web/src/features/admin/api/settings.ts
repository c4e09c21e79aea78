import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdateInput } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

/** Admins only. */
export const settingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => api<Settings>('admin/settings'),
  staleTime: 0,
});

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsUpdateInput) =>
      api<Settings>('admin/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.settings, saved);
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
