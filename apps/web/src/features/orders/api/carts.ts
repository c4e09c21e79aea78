import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddToCartInput,
  CartFieldInput,
  CartItemFieldInput,
  CartItemRow,
  CartRow,
  CreateOrderInput,
  OrdersCreated,
} from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { refresh, useRefreshingMutation } from '../../../lib/refresh';

/** Every cart of the customer (a shop each); a customer keeps a handful, 100 is the page size. */
export const cartsQuery = queryOptions({
  queryKey: queryKeys.carts,
  queryFn: () => api<ListAnswer<CartRow>>('order/getcarts', { query: { skip: 0, take: 100 } }),
  placeholderData: keepPreviousData,
});

/** A cart changed: its row is replaced in place, and the dashboard's cart count follows. */
const useCartMutation = <Input>(call: (input: Input) => Promise<unknown>) =>
  useRefreshingMutation(call, [queryKeys.carts, queryKeys.dashboard]);

export const useAddToCart = () =>
  useCartMutation((input: AddToCartInput) =>
    api<CartRow>('order/addtocart', { method: 'POST', body: input }),
  );

/**
 * An item's field saved: the cart the server answers replaces its row at once — after a quantity
 * change its unit price is the server's, which re-applies a 1688 price tier — then the lists
 * refresh as after any cart change.
 */
export function useUpdateCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: CartItemFieldInput }) =>
      api<CartRow>(`order/updatecartitemfield/${id}`, { method: 'PUT', body: change }),
    onSuccess: (cart) => {
      client.setQueryData(
        cartsQuery.queryKey,
        (list) =>
          list && { ...list, Items: list.Items.map((row) => (row.Id === cart.Id ? cart : row)) },
      );
      refresh(client, [queryKeys.carts, queryKeys.dashboard]);
    },
  });
}

/** How long the stepper waits after the last tap before it saves the quantity. */
const QUANTITY_SAVE_DELAY_MS = 500;

/**
 * An item's quantity as the stepper shows it: changed at once on a tap, saved once the taps stop
 * (updatecartitemfield), put back to the last saved quantity when the server refuses (the common
 * handling shows its sentence).
 */
export function useCartItemQuantity(item: CartItemRow) {
  const update = useUpdateCartItem();
  const [shown, setShown] = useState(item.Quantity);
  // A change not yet saved: the server's quantity (a refetch under it) must not overwrite it.
  const [waiting, setWaiting] = useState(false);
  const [known, setKnown] = useState(item.Quantity);
  if (item.Quantity !== known) {
    setKnown(item.Quantity);
    if (!waiting) setShown(item.Quantity);
  }
  const saved = useRef(item.Quantity);
  const timer = useRef<number | undefined>(undefined);
  const taps = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (quantity: number) => {
    setShown(quantity);
    setWaiting(true);
    const tap = ++taps.current;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      update
        .mutateAsync({ id: item.Id, change: { Field: 'Quantity', Value: quantity } })
        .then(
          () => {
            saved.current = quantity;
          },
          () => {
            if (tap === taps.current) setShown(saved.current);
          },
        )
        .finally(() => {
          if (tap === taps.current) setWaiting(false);
        });
    }, QUANTITY_SAVE_DELAY_MS);
  };
  return { quantity: shown, change };
}

export const useUpdateCart = () =>
  useCartMutation(({ id, change }: { id: number; change: CartFieldInput }) =>
    api<CartRow>(`order/updatecartfield/${id}`, { method: 'PUT', body: change }),
  );

export const useDeleteCartItem = () =>
  useCartMutation((id: number) => api(`order/deletecartitem/${id}`, { method: 'DELETE' }));

export const useRemoveCart = () =>
  useCartMutation((id: number) => api(`order/removecart/${id}`, { method: 'DELETE' }));

/** An order made: the carts, the orders and the dashboard's counts are stale. */
const useOrdering = <Input, Answer>(call: (input: Input) => Promise<Answer>) =>
  useRefreshingMutation(call, [queryKeys.carts, queryKeys.orders, queryKeys.dashboard]);

/** Orders the chosen carts, one order each, all or none. */
export const useOrderCarts = () =>
  useOrdering((ids: number[]) =>
    api<OrdersCreated>('order/orderbuyids', {
      method: 'POST',
      body: { Ids: ids },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );

/** Orders one shop's cart (orderbuy/{id}). */
export const useOrderCart = () =>
  useOrdering((id: number) =>
    api<OrdersCreated>(`order/orderbuy/${id}`, {
      method: 'PUT',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );

/** "Đặt hàng ngay": an order of one item straight away, without the cart (createorder). */
export const useBuyNow = () =>
  useOrdering((input: CreateOrderInput) =>
    api<{ Id: number; Code: string }>('order/createorder', {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    }),
  );
