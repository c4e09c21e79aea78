import { useEffect } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QueueCounts } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** admin/queue-counts: what waits for staff in each queue, asked once for every badge. */
export const queueCountsQuery = queryOptions({
  queryKey: adminKeys.queueCounts,
  queryFn: () => api<QueueCounts>('admin/queue-counts', { noloading: true }),
  refetchInterval: 60_000,
});

/**
 * Reads the counts again after any change a staff member makes in the console (a request
 * approved, a transfer assigned, a slip sent out...): one small call, so no action needs to know
 * which queue it empties.
 */
export function useQueueCountsFollowChanges() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void client.invalidateQueries({ queryKey: adminKeys.queueCounts });
        }
      }),
    [client],
  );
}
