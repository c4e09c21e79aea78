import { queryOptions } from '@tanstack/react-query';
import type { CreateStaffInput, StaffRow, UpdateStaffInput } from '@app/shared';
import { adminKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refresh';

export const staffQuery = queryOptions({
  queryKey: adminKeys.staff,
  queryFn: () => api<StaffRow[]>('admin/staff'),
});

/** A change of staff shows in the list, the supporter pickers and the audit log. */
const useStaffChange = <Input>(send: (input: Input) => Promise<StaffRow>) =>
  useRefreshingMutation(send, [adminKeys.staff, adminKeys.audit]);

/** Admins only (the server refuses others). */
export const useCreateStaff = () =>
  useStaffChange((input: CreateStaffInput) =>
    api<StaffRow>('admin/staff', { method: 'POST', body: input }),
  );

/** admin/staff/{id}: name, phone and role (an admin keeps their own role). */
export const useUpdateStaff = () =>
  useStaffChange(({ id, ...input }: UpdateStaffInput & { id: number }) =>
    api<StaffRow>(`admin/staff/${id}`, { method: 'PUT', body: input }),
  );

/** admin/staff/{id}/lock: a locked member's sessions end at once; nobody locks themself. */
export const useLockStaff = () =>
  useStaffChange(({ id, locked }: { id: number; locked: boolean }) =>
    api<StaffRow>(`admin/staff/${id}/lock`, { method: 'PUT', body: { Locked: locked } }),
  );
