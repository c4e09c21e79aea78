import { useSearchParams } from 'react-router';
import { PAGE } from '@app/shared';
import type { Paging } from './pagination';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * Filters and paging kept in the URL, so the back button, a shared link and the header search box
 * show the same list. `set` replaces the given filters and goes back to page 1.
 */
export function useUrlList<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as F;
  const page = positive(params.get('page'), 1);
  const take = Math.min(positive(params.get('take'), PAGE.defaultTake), PAGE.maxTake);

  const go = (next: F, nextPage: number, nextTake: number) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(next)) {
      if (value !== defaults[key]) query[key] = value;
    }
    if (nextPage > 1) query.page = String(nextPage);
    if (nextTake !== PAGE.defaultTake) query.take = String(nextTake);
    setParams(query);
  };

  const setPage = (nextPage: number, nextTake: number) =>
    go(filter, nextTake !== take ? 1 : nextPage, nextTake);

  return {
    filter,
    page,
    take,
    skip: (page - 1) * take,
    set: (next: F) => go(next, 1, take),
    setPage,
    /** What the table's pager needs, once the total is known. */
    paging: (total: number): Paging => ({ page, pageSize: take, total, onPage: setPage }),
  };
}
