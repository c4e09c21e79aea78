import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopFavorite, ShopFavoriteInput } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Save or remove a favourite shop; the dashboard is read again with the new list. */
export function useShopFavorites() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.dashboard });
  return {
    save: useMutation({
      mutationFn: (shop: ShopFavoriteInput) =>
        api<ShopFavorite[]>('order/addshopfavorite', { method: 'POST', body: shop }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api<ShopFavorite[]>(`order/removeshopfavorite/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
