import { useState } from 'react';

/**
 * The cursors of the pages of one list reached by "next" (issue 27): page n+1 asked for after
 * page n's last row (its answer's NextCursor) costs the server what the first page does, where
 * its skip would walk past every row before it. Kept per list — its filters and page size — so a
 * new search, or another page size, starts again by skip; a page never reached by "next" (a page
 * number picked, a reload) is asked for by skip too.
 */
export function usePageCursors(listKey: string) {
  const [known, setKnown] = useState<{ listKey: string; byPage: Record<number, string> }>({
    listKey,
    byPage: {},
  });
  const byPage = known.listKey === listKey ? known.byPage : {};
  return {
    /** The cursor page `page` was reached by, if it was by "next". */
    of: (page: number): string | undefined => byPage[page],
    /** Page `page` is to be asked for after `cursor`. */
    remember: (page: number, cursor: string) =>
      setKnown({ listKey, byPage: { ...byPage, [page]: cursor } }),
  };
}
