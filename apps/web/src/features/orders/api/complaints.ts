import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddComplaintInput, ComplaintRow, ResolveComplaintInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

type ComplaintFilter = PageQuery & { status: string };

export const complaintsQuery = listQuery<ComplaintRow, ComplaintFilter>(
  [...queryKeys.orders, 'complaints'],
  'order/getcomplains',
);

export function useAddComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddComplaintInput) =>
      api<ComplaintRow>('order/addComplain', { method: 'POST', body: input }),
    // The complaint list, and the order's page that shows its complaints.
    onSuccess: (complaint) => {
      void client.invalidateQueries({ queryKey: [...queryKeys.orders, 'complaints'] });
      void client.invalidateQueries({
        queryKey: [...queryKeys.orders, 'detail', complaint.OrderId],
      });
    },
  });
}

/**
 * The customer's answer to the complaint the warehouse's count prepared: send it to staff
 * (accept) or set it aside (dismiss); the order's page and the complaint list show the new status.
 */
export function useAnswerProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'dismiss' }) =>
      api<ComplaintRow>(`order/${answer}complain/${id}`, { method: 'PUT' }),
    onSuccess: (complaint) => {
      void client.invalidateQueries({ queryKey: [...queryKeys.orders, 'complaints'] });
      void client.invalidateQueries({
        queryKey: [...queryKeys.orders, 'detail', complaint.OrderId],
      });
    },
  });
}

/** The complaints queue's key: its list (components/console-list) and the steps that refresh it. */
export const complaintQueueKey = [...adminKeys.orders, 'complaints'] as const;

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
    // The queue, and the order's desk page: a refund is a line of its costs.
    onSuccess: (complaint) => {
      void client.invalidateQueries({ queryKey: complaintQueueKey });
      void client.invalidateQueries({
        queryKey: [...adminKeys.orders, 'detail', complaint.OrderId],
      });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
