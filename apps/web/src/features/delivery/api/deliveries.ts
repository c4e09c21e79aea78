import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDeliveryInput,
  DeliveryCreated,
  DeliveryRow,
  GoodsInVietnamRow,
} from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Orders and consignments in a Vietnamese warehouse, not yet in a slip, with what is owed. */
export const goodsInVietnamQuery = queryOptions({
  queryKey: [...queryKeys.deliveries, 'goods'],
  queryFn: () => api<ListAnswer<GoodsInVietnamRow>>('order/getorderhasvietnam'),
});

export interface DeliveryFilter {
  /** A slip code (PGH…), an order or consignment code, or the receiver. */
  keyword: string;
  /** 0..3 or '' for every status */
  status: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
  skip: number;
  take: number;
}

export const deliveriesQuery = (filter: DeliveryFilter) =>
  queryOptions({
    queryKey: [...queryKeys.deliveries, 'list', filter],
    queryFn: () =>
      api<ListAnswer<DeliveryRow>>('order/getlistrequestdelivery', {
        query: {
          keyword: filter.keyword || undefined,
          status: filter.status,
          from: filter.from || undefined,
          end: filter.end || undefined,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The key is made once per submission by the caller, so a double click creates one slip. */
export interface DeliverySubmission {
  input: CreateDeliveryInput;
  idempotencyKey: string;
}

/** A slip for the chosen goods; what is still owed on them is paid from the wallet at once. */
export function useCreateDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: DeliverySubmission) =>
      api<DeliveryCreated>('order/createrequestdelivery', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        // The page shows a refusal (too little money, goods already taken) in place.
        quiet: true,
      }),
    onSuccess: () => {
      for (const key of [
        queryKeys.deliveries,
        queryKeys.orders,
        queryKeys.consignments,
        queryKeys.parcels,
        queryKeys.dashboard,
        queryKeys.wallet,
        queryKeys.transactions,
      ]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}
