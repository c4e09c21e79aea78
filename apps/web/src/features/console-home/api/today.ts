import { queryOptions } from '@tanstack/react-query';
import type { TodayFigures } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** admin/reports/today: today's money in and out and the last two weeks' revenue (area reports). */
export const todayFiguresQuery = queryOptions({
  queryKey: [...adminKeys.all, 'reports', 'today'],
  queryFn: () => api<TodayFigures>('admin/reports/today', { noloading: true }),
  refetchInterval: 60_000,
});
