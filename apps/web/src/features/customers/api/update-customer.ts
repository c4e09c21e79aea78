import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomerDetail } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

/** Supporter, lock and "view as customer" of one customer; each refreshes what it changes. */
export function useUpdateCustomer(id: number) {
  const client = useQueryClient();
  const refresh = (detail?: AdminCustomerDetail) => {
    if (detail) client.setQueryData(adminKeys.customer(id), detail);
    void client.invalidateQueries({ queryKey: adminKeys.customers });
    void client.invalidateQueries({ queryKey: adminKeys.audit });
  };

  const supporter = useMutation({
    mutationFn: (SupporterId: number | null) =>
      api<AdminCustomerDetail>(`admin/customers/${id}/supporter`, {
        method: 'PUT',
        body: { SupporterId },
      }),
    onSuccess: refresh,
  });

  const lock = useMutation({
    mutationFn: (Locked: boolean) =>
      api<AdminCustomerDetail>(`admin/customers/${id}/lock`, { method: 'PUT', body: { Locked } }),
    onSuccess: refresh,
  });

  // "View as customer": a read-only session opened in a new tab through the portal's ?token= link.
  const viewAs = useMutation({
    mutationFn: () =>
      api<{ token: string; Url: string }>(`admin/customers/${id}/view-as`, { method: 'POST' }),
    onSuccess: ({ token }) => {
      // This app's own address, not the server's PUBLIC_URL: the tab must share this origin.
      const link = `${location.origin}${location.pathname}#/login?token=${encodeURIComponent(token)}`;
      window.open(link, '_blank', 'noopener');
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });

  return { supporter, lock, viewAs };
}
