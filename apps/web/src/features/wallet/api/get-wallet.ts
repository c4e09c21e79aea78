import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletAnswer } from '@app/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The balance and what may still be withdrawn, as the server reckons it (never summed here). */
export const walletQuery = queryOptions({
  queryKey: queryKeys.wallet,
  queryFn: () => api<WalletAnswer>('customer/wallet', { noloading: true }),
});

export const useWallet = () => useQuery(walletQuery);
