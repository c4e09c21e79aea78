import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { updateUserConfig } from '../../../lib/session';
import { fetchDashboard } from '../../../lib/user-config';

/** The balance is the dashboard's PocketMoney (DESIGN §4): same key, so both refresh together. */
const balanceQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => fetchDashboard(),
});

export function useBalance() {
  const { data, isPending } = useQuery(balanceQuery);
  const balance = data?.PocketMoney;
  useEffect(() => {
    // Other screens read the balance from the stored config (spec §3).
    if (balance !== undefined) updateUserConfig({ PocketMoney: balance });
  }, [balance]);
  return { balance, isPending };
}
