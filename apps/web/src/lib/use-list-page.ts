import { useQuery } from '@tanstack/react-query';
import type { ListOptions, PageQuery } from './list-query';
import { useUrlList } from './use-url-list';

/**
 * A list page's state: its filters and page in the URL (see useUrlList), the page of rows they
 * ask for, and `table`, what its table is handed. `filtered`: some filter is in use, so an empty
 * list says to loosen them rather than how to begin.
 */
export function useListPage<F extends Record<string, string>, Row>(
  defaults: F,
  query: (filter: F & PageQuery) => ListOptions<Row>,
) {
  const list = useUrlList(defaults);
  const { data, isFetching, isPlaceholderData } = useQuery(
    query({ ...list.filter, ...list.pageQuery }),
  );
  // While a page loads the one before stays on screen: "next" then goes by skip, not after it.
  const shownNext = isPlaceholderData ? undefined : data?.NextCursor;
  return {
    list,
    filtered: Object.values(list.filter).some(Boolean),
    table: {
      rows: data?.Items ?? [],
      loading: isFetching,
      ...list.paging(data?.Total ?? 0, shownNext),
    },
  };
}
