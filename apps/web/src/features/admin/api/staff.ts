import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput, StaffRow } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const staffQuery = queryOptions({
  queryKey: adminKeys.staff,
  queryFn: () => api<StaffRow[]>('admin/staff'),
});

/** Admins only (the server refuses others). */
export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) =>
      api<StaffRow>('admin/staff', { method: 'POST', body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.staff });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
