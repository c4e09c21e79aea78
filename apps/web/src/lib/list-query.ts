import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ListAnswer } from './api-client';

/** The page a list call asks for; a customer's list may be placed by a cursor (useUrlList). */
export interface PageQuery {
  skip: number;
  take: number;
  cursor?: string | undefined;
}

/** The filters in use: '' (a filter left empty) is not sent, which the server reads as no filter. */
const inUse = (filter: object) =>
  Object.fromEntries(
    Object.entries(filter as Record<string, string | number>).filter(([, value]) => value !== ''),
  );

const listOptions = <Row>(key: readonly unknown[], path: string, filter: PageQuery) =>
  queryOptions({
    queryKey: [...key, 'list', filter],
    queryFn: () => api<ListAnswer<Row>>(path, { query: inUse(filter) }),
    placeholderData: keepPreviousData,
  });

/** The query of one page of a list, as a list page asks for it. */
export type ListOptions<Row> = ReturnType<typeof listOptions<Row>>;

/**
 * The query of one page of a list call, for filters F (their text values and the page). The filter
 * goes in the key under `key`, 'list', so a change refreshes every page and filter at once; the
 * page on screen stays while the next one loads.
 */
export const listQuery =
  <Row, F extends PageQuery = PageQuery>(key: readonly unknown[], path: string) =>
  (filter: F): ListOptions<Row> =>
    listOptions<Row>(key, path, filter);
