import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateOrderShipInput,
  OrderShipDetail,
  OrderShipItemInput,
  OrderShipRow,
  OrderShipStatistic,
  PaymentAnswer,
} from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { refresh, useRefreshingMutation } from '../../../lib/refresh';

export interface ConsignmentFilter extends PageQuery {
  /** 0..6 or '' for every status */
  status: string;
  /** A consignment code (KG…) or a tracking number. */
  keyword: string;
}

export const consignmentsQuery = listQuery<OrderShipRow, ConsignmentFilter>(
  queryKeys.consignments,
  'ordership/getlist',
);

export const consignmentQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.consignments, 'detail', id],
    queryFn: () => api<OrderShipDetail>(`ordership/getordershipdetails/${id}`),
  });

/** Consignments still waiting for their tracking number (status 0). */
export const untrackedConsignmentsQuery = queryOptions({
  queryKey: [...queryKeys.consignments, 'untracked'],
  queryFn: () =>
    api<ListAnswer<OrderShipRow>>('ordership/ordershipnottransport', { noloading: true }),
});

/** Consignments in a Vietnamese warehouse whose fees are due (status 3). */
export const dueConsignmentsQuery = queryOptions({
  queryKey: [...queryKeys.consignments, 'due'],
  queryFn: () => api<ListAnswer<OrderShipRow>>('ordership/ordershippending'),
});

/** Counts and sums per status over [from, end] (dd/MM/yyyy, either may be empty). */
export const consignmentStatisticQuery = (range: { from: string; end: string }) =>
  queryOptions({
    queryKey: [...queryKeys.consignments, 'statistic', range],
    queryFn: () =>
      api<OrderShipStatistic>('ordership/statisticordership', {
        query: { from: range.from || undefined, end: range.end || undefined },
      }),
    placeholderData: keepPreviousData,
  });

/** A new consignment; a tracking number staff received unclaimed becomes its parcel at once. */
export const useCreateConsignment = () =>
  useRefreshingMutation(
    (input: CreateOrderShipInput) =>
      api<{ Id: number; Code: string }>('ordership/createordership', {
        method: 'POST',
        body: input,
      }),
    [queryKeys.consignments, queryKeys.parcels],
  );

export type ConsignmentEdit =
  | { action: 'add-code'; TransportCode: string }
  | { action: 'add-item'; item: OrderShipItemInput }
  | { action: 'delete-item'; itemId: number };

/** A change while the consignment is editable: the answer (its new state) replaces the page's. */
export function useEditConsignment(consignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ConsignmentEdit) => {
      switch (edit.action) {
        case 'add-code':
          return api<OrderShipDetail>(`ordership/addtransportcode/${consignmentId}`, {
            method: 'POST',
            body: { TransportCode: edit.TransportCode },
          });
        case 'add-item':
          return api<OrderShipDetail>(`ordership/addordershipitem/${consignmentId}`, {
            method: 'POST',
            body: edit.item,
          });
        case 'delete-item':
          return api<OrderShipDetail>(`ordership/deleteordershipitem/${edit.itemId}`, {
            method: 'DELETE',
          });
      }
    },
    onSuccess: (detail) => showChanged(client, detail),
  });
}

/** A consignment's answer replaces its page; the lists and figures that count it refetch. */
function showChanged(client: QueryClient, detail: OrderShipDetail) {
  client.setQueryData(consignmentQuery(detail.Id).queryKey, detail);
  refresh(client, [
    [...queryKeys.consignments, 'list'],
    [...queryKeys.consignments, 'untracked'],
    [...queryKeys.consignments, 'statistic'],
    queryKeys.parcels,
  ]);
}

/** Cancels a consignment nothing of which was received yet (it stays, as "Đã hủy"). */
export function useDeleteConsignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<OrderShipDetail>(`ordership/deleteordership/${id}`, { method: 'DELETE' }),
    onSuccess: (detail) => showChanged(client, detail),
  });
}

/** The key is made once per submission by the caller, so a double click pays once. */
export interface ConsignmentPayment {
  ids: number[];
  idempotencyKey: string;
}

/** Pays the fees of several consignments from the wallet, all or nothing. */
export const usePayConsignments = () =>
  useRefreshingMutation(
    ({ ids, idempotencyKey }: ConsignmentPayment) =>
      api<PaymentAnswer>('ordership/ordershippay', {
        method: 'POST',
        body: { Ids: ids },
        headers: { 'Idempotency-Key': idempotencyKey },
        // The page shows a shortfall in place, with a button to deposit exactly that.
        quiet: true,
      }),
    [
      queryKeys.consignments,
      queryKeys.parcels,
      queryKeys.deliveries,
      queryKeys.dashboard,
      queryKeys.wallet,
      queryKeys.transactions,
    ],
  );
