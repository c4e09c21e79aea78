import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { updateUserConfig } from '../../../lib/session';
import { dashboardQuery } from '../../../lib/user-config';

/** The balance is the dashboard's PocketMoney (DESIGN §4): one query, so both refresh together. */
export function useBalance() {
  const { data, isPending } = useQuery(dashboardQuery);
  const balance = data?.PocketMoney;
  useEffect(() => {
    // Other screens read the balance from the stored config (spec §3).
    if (balance !== undefined) updateUserConfig({ PocketMoney: balance });
  }, [balance]);
  return { balance, isPending };
}
