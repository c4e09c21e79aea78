import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoShown } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

const parcelPhotosKey = (id: number) => [...adminKeys.parcels, 'photos', id] as const;

/** admin transports/{id}/photos: every photo of a parcel, internal ones marked. */
export const parcelPhotosQuery = (id: number) =>
  queryOptions({
    queryKey: parcelPhotosKey(id),
    queryFn: () =>
      api<{ Items: PhotoShown[] }>(`admin/transports/${id}/photos`, { noloading: true }),
  });

export function useParcelPhotos(id: number) {
  const client = useQueryClient();
  const query = useQuery(parcelPhotosQuery(id));
  // An upload adds its photo: read the parcel's photos again (the customer's page reads its own).
  const refresh = () => void client.invalidateQueries({ queryKey: parcelPhotosKey(id) });
  return { photos: query.data?.Items ?? [], isPending: query.isPending, refresh };
}
