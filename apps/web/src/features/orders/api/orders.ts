import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderRow, PaymentAnswer } from '@app/shared';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { refresh, useRefreshingMutation } from '../../../lib/refresh';

export interface OrderFilter extends PageQuery {
  orderCode: string;
  /** 0..11 or '' for every state */
  state: string;
  /** a warehouse id or '' for every one */
  wareHouse: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
}

export const ordersQuery = listQuery<OrderRow, OrderFilter>(queryKeys.orders, 'order/orders');

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.orders, 'detail', id],
    queryFn: () => api<OrderDetail>(`order/getorderdetails/${id}`),
  });

export const depositsDueQuery = queryOptions({
  queryKey: [...queryKeys.orders, 'deposits-due'],
  queryFn: () => api<OrderRow[]>('order/getOrderdeposits'),
});

export const waitPayQuery = queryOptions({
  queryKey: [...queryKeys.orders, 'wait-pay'],
  queryFn: () => api<OrderRow[]>('order/getorderwaitpay'),
});

/** What paying or cancelling an order changes: its lists, the counts and the wallet. */
const moneyMoved = [
  queryKeys.orders,
  queryKeys.dashboard,
  queryKeys.wallet,
  queryKeys.transactions,
];

/** Pays the deposits (or, once in Vietnam, the rest) of the chosen orders, all or nothing. */
export const usePayOrders = (call: 'updateorderdeposit' | 'updateorderpay') =>
  useRefreshingMutation(
    (ids: number[]) =>
      api<PaymentAnswer>(`order/${call}`, {
        method: 'POST',
        body: { Ids: ids },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        // The page shows a shortfall in place, with a button to deposit exactly that.
        quiet: true,
      }),
    moneyMoved,
  );

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OrderDetail>(`order/cancelorder/${id}`, { method: 'PUT' }),
    onSuccess: (detail) => {
      client.setQueryData(orderQuery(detail.Id).queryKey, detail);
      refresh(client, moneyMoved);
    },
  });
}

/** An edit of an order awaiting its deposit: the answer (with its new amounts) replaces it. */
export function useEditOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: { target: 'order' | 'item'; id: number; field: string; value: unknown }) =>
      api<OrderDetail>(
        `order/${edit.target === 'order' ? 'updateorderfield' : 'updateorderitemfield'}/${edit.id}/${edit.field}`,
        { method: 'PUT', body: { Value: edit.value } },
      ),
    onSuccess: (detail) => {
      client.setQueryData(orderQuery(orderId).queryKey, detail);
      refresh(client, [
        [...queryKeys.orders, 'list'],
        [...queryKeys.orders, 'deposits-due'],
      ]);
    },
  });
}
