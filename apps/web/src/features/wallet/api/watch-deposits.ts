import { useCallback, useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE, RequestStatus, type DepositRow } from '@app/shared';
import { api, type ListAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fetchDashboard } from '../../../lib/user-config';

/** How often a waiting deposit is looked at while the deposit screen is open. */
export const DEPOSIT_POLL_MS = 3_000;

const pendingKey = [...queryKeys.deposits, 'pending-watch'];

/** The customer's deposits still waiting for money, read in the background (no loading bar). */
const pendingDepositsQuery = queryOptions({
  queryKey: pendingKey,
  queryFn: () =>
    api<ListAnswer<DepositRow>>('customer/getdeposits', {
      query: { status: RequestStatus.Pending, skip: 0, take: PAGE.maxTake },
      noloading: true,
    }),
});

/** The newest deposits whatever their status: where a request that stopped waiting went. */
const recentDeposits = () =>
  api<ListAnswer<DepositRow>>('customer/getdeposits', {
    query: { status: '', skip: 0, take: PAGE.maxTake },
    noloading: true,
  });

export interface SettledDeposits {
  /** The requests that stopped waiting, as they are now (approved, refused or cancelled). */
  rows: DepositRow[];
  /** The balance once they were settled. */
  balance: number;
}

/**
 * While the deposit screen is open and a request waits (or one was just made), its status is read
 * every few seconds: a bank notification confirms it within seconds and the screen follows
 * without a reload. When a request stops waiting, the lists, the wallet and the dashboard (the
 * balance) are read again and `onSettled` hears what became of it. Nothing waits: no polling.
 */
export function useDepositWatch(onSettled: (settled: SettledDeposits) => void) {
  const client = useQueryClient();
  // Every request seen waiting (or just made) and not yet known to be settled.
  const watched = useRef(new Set<number>());
  const settledRef = useRef(onSettled);
  const mounted = useRef(true);
  useEffect(() => {
    settledRef.current = onSettled;
  }, [onSettled]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { data, dataUpdatedAt } = useQuery({
    ...pendingDepositsQuery,
    refetchInterval: (query) =>
      (query.state.data?.Total ?? 0) > 0 || watched.current.size > 0 ? DEPOSIT_POLL_MS : false,
  });

  useEffect(() => {
    if (!data) return;
    const waiting = new Set(data.Items.map((row) => row.Id));
    for (const id of waiting) watched.current.add(id);
    // More waiting requests than one page holds: the ones beyond it are not settled.
    if (data.Total > data.Items.length) return;
    const left = [...watched.current].filter((id) => !waiting.has(id));
    if (left.length === 0) return;
    // Claimed now, so a read answering meanwhile does not report them twice.
    for (const id of left) watched.current.delete(id);
    void (async () => {
      // The balance is read at the same time: most often the request was just approved.
      const [recent] = await Promise.all([
        recentDeposits(),
        client.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      const rows = recent.Items.filter(
        (row) => left.includes(row.Id) && row.Status !== RequestStatus.Pending,
      );
      // A request made after the waiting list was read is still waiting: keep watching it.
      for (const id of left) {
        const row = recent.Items.find((item) => item.Id === id);
        if (row?.Status === RequestStatus.Pending) watched.current.add(id);
      }
      if (rows.length === 0) return;
      void client.invalidateQueries({ queryKey: queryKeys.deposits });
      void client.invalidateQueries({ queryKey: queryKeys.wallet });
      void client.invalidateQueries({ queryKey: queryKeys.transactions });
      void client.invalidateQueries({ queryKey: queryKeys.messages });
      void client.invalidateQueries({ queryKey: queryKeys.settingDefault });
      // Just read again when the screen shows it; read now otherwise.
      const dashboard = await client.fetchQuery({
        queryKey: queryKeys.dashboard,
        queryFn: () => fetchDashboard(),
        staleTime: 1_000,
      });
      if (mounted.current) settledRef.current({ rows, balance: dashboard.PocketMoney });
    })().catch(() => {
      // A failed read: watch them again, the next poll tries once more.
      for (const id of left) watched.current.add(id);
    });
    // Every read, even one that changed nothing: a retry after a failure needs it.
  }, [client, data, dataUpdatedAt]);

  /** Watch a request just made, before the next read lists it. */
  const watch = useCallback(
    (id: number) => {
      watched.current.add(id);
      void client.invalidateQueries({ queryKey: pendingKey });
    },
    [client],
  );

  return { pending: data?.Items ?? [], watch };
}
