import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApproveRateInput, CreateRateInput, RateListAnswer, RateRow } from '@app/shared';
import { api } from '../../../lib/api-client';
import { adminKeys, queryKeys } from '../../../lib/query-keys';
import { pricesQuery } from '../../prices';

/** The rates page (admin/rates): the history, the rates in force and the waiting proposal. */
export const rateKeys = { all: [...adminKeys.all, 'rates'] } as const;

export interface RateListFilter {
  /** '' both kinds, else a RateKind. */
  kind: string;
  skip: number;
  take: number;
}

export const ratesQuery = (filter: RateListFilter) =>
  queryOptions({
    queryKey: [...rateKeys.all, 'list', filter],
    queryFn: () =>
      api<RateListAnswer>('admin/rates', {
        query: { kind: filter.kind || undefined, skip: filter.skip, take: filter.take },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A rate applied changes what every price is computed from: whatever shows one is read again. */
function refreshAfterChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: rateKeys.all });
  void client.invalidateQueries({ queryKey: adminKeys.settings });
  void client.invalidateQueries({ queryKey: adminKeys.audit });
  void client.invalidateQueries({ queryKey: pricesQuery.queryKey });
  void client.invalidateQueries({ queryKey: queryKeys.settingDefault });
  void client.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/** POST admin/rates. A refusal is not alerted: the form shows it in place. */
export function useSetRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRateInput) =>
      api<RateRow>('admin/rates', { method: 'POST', body: input, quiet: true }),
    onSettled: () => refreshAfterChange(client),
  });
}

/** POST admin/rates/propose: Vietcombank's feed read now (a refusal says why, alerted). */
export function useProposeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<RateRow>('admin/rates/propose', { method: 'POST' }),
    onSettled: () => refreshAfterChange(client),
  });
}

export function useApproveRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ApproveRateInput }) =>
      api<RateRow>(`admin/rates/${id}/approve`, { method: 'PUT', body: input }),
    onSettled: () => refreshAfterChange(client),
  });
}

export function useSetAsideRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<RateRow>(`admin/rates/${id}/setaside`, { method: 'PUT' }),
    onSettled: () => refreshAfterChange(client),
  });
}
