import { useSearchParams } from 'react-router';
import { PAGE } from '@app/shared';
import { usePageCursors } from './page-cursors';
import type { Paging } from './pagination';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * Filters and paging kept in the URL, so the back button, a shared link and the header search box
 * show the same list. `set` replaces the given filters and goes back to page 1. A customer's list
 * answers the cursor of the page after the one shown (NextCursor): given to `setPage` or
 * `paging`, "next" asks for the page after that row rather than by skip (see usePageCursors).
 */
export function useUrlList<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as F;
  const page = positive(params.get('page'), 1);
  const take = Math.min(positive(params.get('take'), PAGE.defaultTake), PAGE.maxTake);
  const cursors = usePageCursors(JSON.stringify([filter, take]));
  const skip = (page - 1) * take;

  const go = (next: F, nextPage: number, nextTake: number) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(next)) {
      if (value !== defaults[key]) query[key] = value;
    }
    if (nextPage > 1) query.page = String(nextPage);
    if (nextTake !== PAGE.defaultTake) query.take = String(nextTake);
    setParams(query);
  };

  /** `shownNext`: the NextCursor of the page on screen (not of one still shown while it loads). */
  const setPage = (nextPage: number, nextTake: number, shownNext?: string | null) => {
    if (shownNext && nextPage === page + 1 && nextTake === take) {
      cursors.remember(nextPage, shownNext);
    }
    go(filter, nextTake !== take ? 1 : nextPage, nextTake);
  };

  return {
    filter,
    page,
    take,
    skip,
    /** What the page is asked for by: skip/take, and the cursor when it was reached by "next". */
    pageQuery: { skip, take, cursor: cursors.of(page) },
    set: (next: F) => go(next, 1, take),
    setPage,
    /** What the table's pager needs, once the total (and the shown page's NextCursor) is known. */
    paging: (total: number, shownNext?: string | null): Paging => ({
      page,
      pageSize: take,
      total,
      onPage: (nextPage, nextTake) => setPage(nextPage, nextTake, shownNext),
    }),
  };
}
