import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderRow, PaymentAnswer } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';

export interface OrderFilter {
  orderCode: string;
  /** 0..11 or '' for every state */
  state: string;
  /** a warehouse id or '' for every one */
  wareHouse: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  skip: number;
  take: number;
}

export const ordersQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: [...queryKeys.orders, 'list', filter],
    queryFn: () =>
      api<ListAnswer<OrderRow>>('order/orders', {
        query: {
          orderCode: filter.orderCode || undefined,
          state: filter.state,
          wareHouse: filter.wareHouse,
          from: filter.from || undefined,
          end: filter.end || undefined,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });

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

/** Pays the deposits (or, once in Vietnam, the rest) of the chosen orders, all or nothing. */
export function usePayOrders(call: 'updateorderdeposit' | 'updateorderpay') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<PaymentAnswer>(`order/${call}`, {
        method: 'POST',
        body: { Ids: ids },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        // The page shows a shortfall in place, with a button to deposit exactly that.
        quiet: true,
      }),
    onSuccess: () => {
      for (const key of [
        queryKeys.orders,
        queryKeys.dashboard,
        queryKeys.wallet,
        queryKeys.transactions,
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OrderDetail>(`order/cancelorder/${id}`, { method: 'PUT' }),
    onSuccess: (detail) => {
      client.setQueryData(orderQuery(detail.Id).queryKey, detail);
      for (const key of [
        queryKeys.orders,
        queryKeys.dashboard,
        queryKeys.wallet,
        queryKeys.transactions,
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
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
      void client.invalidateQueries({ queryKey: [...queryKeys.orders, 'list'] });
      void client.invalidateQueries({ queryKey: [...queryKeys.orders, 'deposits-due'] });
    },
  });
}
