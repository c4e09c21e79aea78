import { queryOptions } from '@tanstack/react-query';
import type { TransportDetail, TransportRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { listQuery, type PageQuery } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

export interface ParcelFilter extends PageQuery {
  /** The parcel's code (KI…) or its order's or consignment's code (DH…, KG…). */
  code: string;
  /** The Chinese tracking number. */
  transportCode: string;
  /** 0..7 or '' for every status */
  status: string;
}

/** Every parcel of the customer, the orders' and the consignments'. */
export const parcelsQuery = listQuery<TransportRow, ParcelFilter>(
  queryKeys.parcels,
  'order/transports',
);

/** One parcel with the states it went through. */
export const parcelQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.parcels, 'detail', id],
    queryFn: () => api<TransportDetail>(`order/transportdetails/${id}`),
  });
