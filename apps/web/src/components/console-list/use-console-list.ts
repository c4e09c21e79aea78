import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleListAnswer } from '@app/shared';
import { api } from '../../lib/api-client';
import { useUrlList } from '../../lib/use-url-list';
import { statusesOf, type ConsoleTab } from './console-tabs';

export interface ConsoleListConfig<F extends Record<string, string>> {
  /** The list's call, e.g. `admin/orders`. */
  path: string;
  /** Its query key's start (adminKeys.orders): a mutation invalidating it refreshes the list. */
  queryKey: readonly unknown[];
  /** The status filter's name in the call: `state` on the order board, `status` elsewhere. */
  statusKey?: string;
  tabs: ConsoleTab[];
  /** The tab a list opens on: the work waiting. */
  defaultTab: string;
  /** Filters besides the tab and the keyword, with their defaults; all kept in the URL. */
  filters?: F;
  /**
   * What every call of this list sends besides its filters, neither in the URL nor counted as a
   * filter in use: one call serving two lists (`unclaimed=true` for the unclaimed parcels).
   */
  fixed?: Record<string, string>;
}

/**
 * A console list's state and rows: the tab, keyword and other filters in the URL (a link or the
 * back button shows the same list), the call they make, and its answer with the tabs' counts.
 * `query` is what the list and its export send (ExportButton takes it as it is).
 */
export function useConsoleList<Row, F extends Record<string, string> = Record<never, string>>(
  config: ConsoleListConfig<F>,
) {
  const list = useUrlList({ ...config.filters, tab: config.defaultTab, keyword: '' } as F & {
    tab: string;
    keyword: string;
  });
  const { tab, keyword, ...filters } = list.filter;
  const statuses = statusesOf(config.tabs, tab);
  const query: Record<string, string | undefined> = {
    ...config.fixed,
    ...filters,
    keyword: keyword || undefined,
    [config.statusKey ?? 'status']: statuses?.join(','),
  };
  const answer = useQuery({
    queryKey: [...config.queryKey, 'list', query, list.skip, list.take],
    queryFn: () =>
      api<ConsoleListAnswer<Row>>(config.path, {
        query: { ...query, skip: list.skip, take: list.take },
      }),
    placeholderData: keepPreviousData,
  });
  /** How many filters besides the tab are in use: the phone's "Bộ lọc" button shows it. */
  const active = Object.values({ keyword, ...filters }).filter((value) => value !== '').length;
  return {
    list,
    tab,
    statuses,
    query,
    active,
    tabs: config.tabs,
    path: config.path,
    rows: answer.data?.Items,
    total: answer.data?.Total ?? 0,
    /** More rows match than the Total counted (COUNT_CAP): the pager says "Hơn 10.000". */
    capped: answer.data?.Capped ?? false,
    counts: answer.data?.Counts,
    isFetching: answer.isFetching,
  };
}

/** A list's state; `F`, its filters besides the tab and the keyword (ConsoleListConfig.filters). */
export type ConsoleListState<
  Row,
  F extends Record<string, string> = Record<never, string>,
> = ReturnType<typeof useConsoleList<Row, F>>;
