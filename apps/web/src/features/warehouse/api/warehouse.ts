import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminTransportRow,
  ConsoleListAnswer,
  ReceiveChinaInput,
  ReceiveVietnamInput,
  ShipInput,
  TransportStatus,
} from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, queryKeys } from '../../../lib/query-keys';

export interface ParcelQueueFilter {
  /** The one status a scan screen's queue holds. */
  status: TransportStatus;
  /** A code, a tracking number or its tail, a customer (the console list's search). */
  keyword: string;
  skip: number;
  take: number;
}

/** admin/transports as a scan screen's queue: the parcels of one status still to scan. */
export const parcelQueueQuery = (filter: ParcelQueueFilter) =>
  queryOptions({
    queryKey: [...adminKeys.parcels, 'queue', filter],
    queryFn: () =>
      api<ConsoleListAnswer<AdminTransportRow>>('admin/transports', {
        query: {
          status: filter.status,
          keyword: filter.keyword || undefined,
          skip: filter.skip,
          take: filter.take,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The parcels a tracking number names, looked up the moment it is scanned (no loading bar). */
export const parcelLookupQuery = (transportCode: string) =>
  queryOptions({
    queryKey: [...adminKeys.parcels, 'lookup', transportCode],
    queryFn: () =>
      api<ConsoleListAnswer<AdminTransportRow>>('admin/transports', {
        query: { keyword: transportCode, skip: 0, take: 10 },
        noloading: true,
        quiet: true,
      }),
    staleTime: 10_000,
  });

/**
 * transports/quote: the fee receiving would charge, computed by the server but not saved. Asked
 * again as the weight and size change; a new tracking number never shows the previous one's answer.
 */
export function useReceiptQuote(input: ReceiveChinaInput | null) {
  return useQuery({
    queryKey: [...adminKeys.parcels, 'quote', input],
    queryFn: () =>
      api<AdminTransportRow>('admin/transports/quote', {
        method: 'POST',
        body: input,
        noloading: true,
        quiet: true,
      }),
    enabled: input !== null,
    staleTime: 30_000,
    retry: false,
    placeholderData: (previous) =>
      previous && previous.TransportCode === input?.TransportCode ? previous : undefined,
  });
}

/** After a scan: the lists, the dashboards, the orders and the bags the parcel moved all change. */
export function refreshAfterScan(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.parcels });
  void client.invalidateQueries({ queryKey: adminKeys.bags });
  void client.invalidateQueries({ queryKey: adminKeys.consignments });
  void client.invalidateQueries({ queryKey: adminKeys.orders });
  void client.invalidateQueries({ queryKey: adminKeys.audit });
  void client.invalidateQueries({ queryKey: queryKeys.parcels });
}

/**
 * The scanners' calls answer quietly: the scan screens show a refusal in their own list, in
 * place, instead of a dialog the next scan would type into.
 */
export const receiveInChina = (input: ReceiveChinaInput) =>
  api<AdminTransportRow>('admin/transports/receive-china', {
    method: 'POST',
    body: input,
    quiet: true,
  });

export const receiveInVietnam = (input: ReceiveVietnamInput) =>
  api<AdminTransportRow>('admin/transports/receive-vietnam', {
    method: 'POST',
    body: input,
    quiet: true,
  });

/**
 * transports/ship: whole bags and loose parcels in one batch, all or nothing (a refused code holds
 * back the batch).
 */
export function useShipParcels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShipInput) =>
      api<AdminTransportRow[]>('admin/transports/ship', { method: 'POST', body: input }),
    onSuccess: () => refreshAfterScan(client),
  });
}
