import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchDashboard } from '../../../lib/user-config';

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => fetchDashboard(),
});
