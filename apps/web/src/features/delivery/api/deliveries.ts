import { queryOptions } from '@tanstack/react-query';
import type {
  CreateDeliveryInput,
  DeliveryCreated,
  DeliveryRow,
  GoodsInVietnamRow,
} from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation } from '../../../lib/refresh';

/** Orders and consignments in a Vietnamese warehouse, not yet in a slip, with what is owed. */
export const goodsInVietnamQuery = queryOptions({
  queryKey: [...queryKeys.deliveries, 'goods'],
  queryFn: () => api<ListAnswer<GoodsInVietnamRow>>('order/getorderhasvietnam'),
});

export interface DeliveryFilter extends PageQuery {
  /** A slip code (PGH…), an order or consignment code, or the receiver. */
  keyword: string;
  /** 0..3 or '' for every status */
  status: string;
  /** dd/MM/yyyy or '' */
  from: string;
  end: string;
}

export const deliveriesQuery = listQuery<DeliveryRow, DeliveryFilter>(
  queryKeys.deliveries,
  'order/getlistrequestdelivery',
);

/** The key is made once per submission by the caller, so a double click creates one slip. */
export interface DeliverySubmission {
  input: CreateDeliveryInput;
  idempotencyKey: string;
}

/** A slip for the chosen goods; what is still owed on them is paid from the wallet at once. */
export const useCreateDelivery = () =>
  useRefreshingMutation(
    ({ input, idempotencyKey }: DeliverySubmission) =>
      api<DeliveryCreated>('order/createrequestdelivery', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        // The page shows a refusal (too little money, goods already taken) in place.
        quiet: true,
      }),
    [
      queryKeys.deliveries,
      queryKeys.orders,
      queryKeys.consignments,
      queryKeys.parcels,
      queryKeys.dashboard,
      queryKeys.wallet,
      queryKeys.transactions,
      queryKeys.savedAddresses,
    ],
  );
