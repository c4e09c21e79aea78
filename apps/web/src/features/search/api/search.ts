import { queryOptions } from '@tanstack/react-query';
import type { PortalSearchAnswer } from '@app/shared';
import { api } from '../../../lib/api-client';

/**
 * What the header's search finds for a keyword (customer/search). A background call (no loading
 * bar while typing); a refused keyword shows as "nothing found" in place rather than an alert.
 */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: () =>
      api<PortalSearchAnswer>('customer/search', { query: { q }, noloading: true, quiet: true }),
    staleTime: 30_000,
  });
