import { useQuery, type QueryKey, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';

/**
 * The record a detail page shows, by its route's :id. An id that is not a positive whole number
 * asks nothing (`valid` false): the page says "not found" as it does for an unknown id.
 */
export function useRouteRecord<T, K extends QueryKey>(
  query: (id: number) => UnusedSkipTokenOptions<T, Error, T, K>,
) {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  return { id, valid, ...useQuery({ ...query(id), enabled: valid }) };
}
