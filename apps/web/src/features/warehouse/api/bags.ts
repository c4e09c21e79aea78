import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BagDetail,
  BagParcelRow,
  BagRow,
  CloseBagInput,
  ConsoleListAnswer,
} from '@app/shared';
import { api, type DownloadedFile } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { refreshAfterScan } from './warehouse';

/** Bags (bao) packed in China, shipped whole, checked in Vietnam (DESIGN §11). */

export const bagQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.bags, 'detail', id],
    queryFn: () => api<BagDetail>(`admin/bags/${id}`),
  });

/** The bag a scanned code (BAO…) names, or null when there is none. */
export async function findBagByCode(code: string): Promise<BagRow | null> {
  const answer = await api<ConsoleListAnswer<BagRow>>('admin/bags', {
    query: { keyword: code, skip: 0, take: 5 },
    noloading: true,
    quiet: true,
  });
  return answer.Items.find((row) => row.Code === code) ?? null;
}

export const createBag = (DestinationWarehouseId: number) =>
  api<{ Id: number; Code: string }>('admin/bags', {
    method: 'POST',
    body: { DestinationWarehouseId },
  });

/** A scan into the open bag: quiet, the bag page shows a refusal in its own line. */
export const scanIntoBag = (bagId: number, Code: string) =>
  api<BagParcelRow>(`admin/bags/${bagId}/parcels`, {
    method: 'POST',
    body: { Code },
    quiet: true,
    noloading: true,
  });

/** The bag's moves answered with the bag: its page shows the answer at once. */
function useBagMove<Input>(bagId: number, call: (input: Input) => Promise<BagDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (bag) => {
      client.setQueryData(bagQuery(bagId).queryKey, bag);
      refreshAfterScan(client);
    },
  });
}

export const useRemoveFromBag = (bagId: number) =>
  useBagMove(bagId, (parcelId: number) =>
    api<BagDetail>(`admin/bags/${bagId}/parcels/${parcelId}`, { method: 'DELETE' }),
  );

export const useCloseBag = (bagId: number) =>
  useBagMove(bagId, (input: CloseBagInput) =>
    api<BagDetail>(`admin/bags/${bagId}/close`, { method: 'PUT', body: input }),
  );

export const useReopenBag = (bagId: number) =>
  useBagMove(bagId, () => api<BagDetail>(`admin/bags/${bagId}/reopen`, { method: 'PUT' }));

/** The bag arrives at a Vietnamese warehouse (quiet: the receive screen shows a refusal in place). */
export const receiveBag = (bagId: number, WarehouseId: number) =>
  api<BagDetail>(`admin/bags/${bagId}/receive-vietnam`, {
    method: 'PUT',
    body: { WarehouseId },
    quiet: true,
  });

/** The bag's manifest (bảng kê): the A4 PDF to print, or the workbook. */
export const fetchManifest = (bagId: number, format: 'pdf' | 'xlsx') =>
  api<DownloadedFile>(`admin/bags/${bagId}/manifest`, { query: { format }, file: true });
