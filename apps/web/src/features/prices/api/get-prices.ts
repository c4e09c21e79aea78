import { queryOptions } from '@tanstack/react-query';
import type { PricesAnswer } from '@app/shared';
import { api } from '../../../lib/api-client';

export const pricesQuery = queryOptions({
  queryKey: ['prices'],
  queryFn: () => api<PricesAnswer>('account/getprices', { authHandling: false }),
});
