import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddComplaintInput,
  AdminComplaintRow,
  ComplaintRow,
  ResolveComplaintInput,
} from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

export const complaintsQuery = (paging: { status: string; skip: number; take: number }) =>
  queryOptions({
    queryKey: [...queryKeys.orders, 'complaints', paging],
    queryFn: () => api<ListAnswer<ComplaintRow>>('order/getcomplains', { query: paging }),
    placeholderData: keepPreviousData,
  });

export function useAddComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddComplaintInput) =>
      api<ComplaintRow>('order/addComplain', { method: 'POST', body: input }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: [...queryKeys.orders, 'complaints'] }),
  });
}

export const complaintQueueQuery = (paging: { status: string; skip: number; take: number }) =>
  queryOptions({
    queryKey: [...adminKeys.orders, 'complaints', paging],
    queryFn: () => api<ListAnswer<AdminComplaintRow>>('admin/complaints', { query: paging }),
    placeholderData: keepPreviousData,
  });

export type ComplaintStep =
  | { id: number; action: 'take' }
  | { id: number; action: 'resolve'; body: ResolveComplaintInput }
  | { id: number; action: 'reject'; body: { Response: string } };

export function useComplaintStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ComplaintStep) =>
      api<ComplaintRow>(`admin/complaints/${step.id}/${step.action}`, {
        method: 'PUT',
        ...('body' in step && { body: step.body }),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...adminKeys.orders, 'complaints'] });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
