import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TransportDetail, TransportRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ParcelFilter {
  /** The parcel's code (KI…) or its order's or consignment's code (DH…, KG…). */
  code: string;
  /** The Chinese tracking number. */
  transportCode: string;
  /** 0..7 or '' for every status */
  status: string;
  skip: number;
  take: number;
}

/** Every parcel of the customer, the orders' and the consignments'. */
export const parcelsQuery = (filter: ParcelFilter) =>
  queryOptions({
    queryKey: [...queryKeys.parcels, 'list', filter],
    queryFn: () =>
      api<ListAnswer<TransportRow>>('order/transports', {
        query: {
          code: filter.code || undefined,
          transportCode: filter.transportCode || undefined,
          status: filter.status,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** One parcel with the states it went through. */
export const parcelQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.parcels, 'detail', id],
    queryFn: () => api<TransportDetail>(`order/transportdetails/${id}`),
  });
