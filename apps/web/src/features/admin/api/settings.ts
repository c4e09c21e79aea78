import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsSaveInput } from '@app/shared';
import { adminKeys, queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';
import { pricesQuery } from '../../prices';

/** Admins only. */
export const settingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => api<Settings>('admin/settings'),
  staleTime: 0,
});

/**
 * Saves one section of the settings (the keys sent; the server keeps the others). A refusal is
 * not alerted: the section shows the server's sentences in place.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsSaveInput) =>
      api<Settings>('admin/settings', { method: 'PUT', body: input, quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(adminKeys.settings, saved);
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      // What customers see of them: the price page, the portal's settings, the login screen's.
      void client.invalidateQueries({ queryKey: pricesQuery.queryKey });
      void client.invalidateQueries({ queryKey: queryKeys.settingDefault });
      void client.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
